/**
 * An occasion (kına gecesi, söz and nişan…): hero with the intro, banner, body, the related service and case
 * studies, the occasion's questions, related posts, and the call to the enquiry form.
 */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import type { WithBodyImages } from '../../src/site/view-types.ts';
import { Banner, bodyWithImages } from '../Image.tsx';
import { Layout } from '../Layout.tsx';
import { FaqList, PageHero, PostCard, RelatedCards, Section } from '../parts.tsx';
import { EnquiryOrCta } from '../EnquiryForm.tsx';

export function OccasionPage({ data }: { data: WithBodyImages<PageDataByKind['occasion']> }): ReactElement {
  const { faq, posts } = data;
  return (
    <Layout>
      <PageHero heading={data.title} text={data.intro} />
      <Banner banner={data.banner} />
      <Section wrap="narrow">
        <div className="prose" dangerouslySetInnerHTML={{ __html: bodyWithImages(data.html, data.bodyImages) }} />
      </Section>
      <RelatedCards heading={data.caseStudies.heading} cards={data.caseStudies.items} />
      <Section className="tint" wrap="narrow" heading={faq.heading}>
        <FaqList items={faq.items} name="occasion-faq" />
      </Section>
      {posts.items.length > 0 ? (
        <Section heading={posts.heading}>
          <ul className="cards">
            {posts.items.map((post) => (
              <PostCard key={post.key} post={post} headingLevel={3} />
            ))}
          </ul>
        </Section>
      ) : null}
      <EnquiryOrCta form={data.form} cta={data.enquiry} />
    </Layout>
  );
}
