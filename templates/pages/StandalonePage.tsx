/** A standalone page (the privacy notice): title, the data controller's details when it has them, and the body. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import type { WithBodyImages } from '../../src/site/view-types.ts';
import { bodyWithImages } from '../Image.tsx';
import { Layout } from '../Layout.tsx';
import { PageHero, SampleNotice, Section } from '../parts.tsx';

export function StandalonePage({ data }: { data: WithBodyImages<PageDataByKind['standalone']> }): ReactElement {
  return (
    <Layout>
      <PageHero heading={data.title} />
      <Section as="article" wrap="narrow">
        {data.sample ? <SampleNotice {...data.sample} /> : null}
        {data.controller ? (
          <section className="controller" aria-labelledby="controller-title">
            <h2 id="controller-title">{data.controller.heading}</h2>
            <dl className="facts">
              {data.controller.rows.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <div className="prose" dangerouslySetInnerHTML={{ __html: bodyWithImages(data.html, data.bodyImages) }} />
      </Section>
    </Layout>
  );
}
