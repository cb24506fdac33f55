/** A tag page (docs/decisions.md, "Tags"): the cards of every post in the language carrying the tag, newest first. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import { Layout } from '../Layout.tsx';
import { MoreLink, PageHero, PostCard, Section, TermText } from '../parts.tsx';

export function TagPage({ data }: { data: PageDataByKind['tag'] }): ReactElement {
  return (
    <Layout>
      <PageHero heading={<TermText text={data.heading} />} text={<TermText text={data.intro} />} />
      <Section>
        <ul className="cards">
          {data.posts.map((post, i) => (
            <PostCard key={post.key} post={post} priority={i === 0} />
          ))}
        </ul>
        <MoreLink {...data.allPosts} />
      </Section>
    </Layout>
  );
}
