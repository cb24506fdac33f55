/** Services list: a card per service, each leading to its page. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/pages/index.ts';
import { Layout } from '../Layout.tsx';
import { PageHero, ServiceCard } from '../parts.tsx';

export function ServicesPage({ data }: { data: PageDataByKind['services'] }): ReactElement {
  return (
    <Layout>
      <PageHero heading={data.heading} text={data.intro} />
      <section className="section">
        <div className="wrap">
          <ul className="cards">
            {data.services.map((service) => (
              <ServiceCard key={service.key} service={service} />
            ))}
          </ul>
        </div>
      </section>
    </Layout>
  );
}
