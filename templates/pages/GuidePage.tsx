/** A guide: hero with the intro and the date its facts were checked, body, questions, related services, enquiry link. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import type { WithBodyImages } from '../../src/site/view-types.ts';
import { bodyWithImages } from '../Image.tsx';
import { Layout } from '../Layout.tsx';
import { FaqList, PageHero, RelatedCards, Section } from '../parts.tsx';

export function GuidePage({ data }: { data: WithBodyImages<PageDataByKind['guide']> }): ReactElement {
  return (
    <Layout>
      <PageHero heading={data.title} text={data.intro}>
        <p className="eyebrow">
          <time dateTime={data.updated.iso}>{data.updated.text}</time>
        </p>
      </PageHero>
      <Section as="article" wrap="narrow">
        <div className="prose" dangerouslySetInnerHTML={{ __html: bodyWithImages(data.html, data.bodyImages) }} />
        {data.faq.items.length > 0 ? (
          <section className="article-faq">
            <h2 className="section-title">{data.faq.heading}</h2>
            <FaqList items={data.faq.items} name="guide-faq" />
          </section>
        ) : null}
        <p>
          <a className="btn btn-gold" href={data.enquiry.href}>
            {data.enquiry.label}
          </a>
        </p>
      </Section>
      <RelatedCards heading={data.services.heading} cards={data.services.items} />
    </Layout>
  );
}
