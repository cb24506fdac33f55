/** One service (decision 6: one template for all): dark hero, banner, offerings in two columns, call to action. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/pages/index.ts';
import { Image } from '../Image.tsx';
import { Layout } from '../Layout.tsx';
import { CtaBand, PageHero } from '../parts.tsx';

export function ServicePage({ data }: { data: PageDataByKind['service'] }): ReactElement {
  return (
    <Layout>
      <PageHero heading={data.name} text={data.tagline} />
      <Image image={data.banner.image} alt={data.banner.alt} className="banner" />
      <section className="section">
        <div className="wrap">
          <p className="section-intro wide">{data.intro}</p>
          <h2 className="section-title">{data.offeringsHeading}</h2>
          <div className="offerings">
            {data.offerings.map((group) => (
              <section key={group.title} className="offering">
                <h3>
                  <span aria-hidden="true">{group.emoji}</span> {group.title}
                </h3>
                <ul>
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>
      <CtaBand cta={data.cta} />
    </Layout>
  );
}
