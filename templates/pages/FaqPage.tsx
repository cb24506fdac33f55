/** FAQ: six single-open `<details>` (decision 16). */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/pages/index.ts';
import { Icon } from '../icons.tsx';
import { Layout } from '../Layout.tsx';
import { CtaBand, PageHero } from '../parts.tsx';

export function FaqPage({ data }: { data: PageDataByKind['faq'] }): ReactElement {
  return (
    <Layout>
      <PageHero heading={data.heading} text={data.subtitle} />
      <section className="section">
        <div className="wrap narrow faq">
          {data.items.map((item, i) => (
            <details key={i} name="faq" className="faq-item">
              <summary>
                {item.question}
                <Icon name="chevron" />
              </summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
      <CtaBand cta={data.closing} />
    </Layout>
  );
}
