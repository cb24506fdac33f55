/**
 * An occasion (kına gecesi, söz and nişan…): hero with the intro, banner, body, the related service and case
 * studies, the occasion's questions, related posts, and the call to the enquiry form.
 */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import type { WithBodyImages } from '../../src/site/view-types.ts';
import { Banner, bodyWithImages } from '../Image.tsx';
import { Layout } from '../Layout.tsx';
import { CtaBand, FaqList, PageHero, PostCard } from '../parts.tsx';
import { EnquiryForm } from '../EnquiryForm.tsx';
import { RelatedCards } from './RelatedCards.tsx';

export function OccasionPage({ data }: { data: WithBodyImages<PageDataByKind['occasion']> }): ReactElement {
  const { faq, posts } = data;
  return (
    <Layout>
      <PageHero heading={data.title} text={data.intro} />
      <Banner banner={data.banner} />
      <section className="section">
        <div className="wrap narrow">
          <div className="prose" dangerouslySetInnerHTML={{ __html: bodyWithImages(data.html, data.bodyImages) }} />
        </div>
      </section>
      <RelatedCards heading={data.caseStudies.heading} cards={data.caseStudies.items} />
      <section className="section tint">
        <div className="wrap narrow">
          <h2 className="section-title">{faq.heading}</h2>
          <FaqList items={faq.items} name="occasion-faq" />
        </div>
      </section>
      {posts.items.length > 0 ? (
        <section className="section">
          <div className="wrap">
            <h2 className="section-title">{posts.heading}</h2>
            <ul className="cards">
              {posts.items.map((post) => (
                <PostCard key={post.key} post={post} headingLevel={3} />
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {data.form ? (
        <section className="section tint">
          <div className="wrap narrow">
            <EnquiryForm form={data.form} variant="short" />
          </div>
        </section>
      ) : (
        <CtaBand cta={data.enquiry} />
      )}
    </Layout>
  );
}
