/** Blog list: every post in the markup (6 shown, then 3 more per Load More with JavaScript). */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import { Layout } from '../Layout.tsx';
import { PageHero, PostCard, Section } from '../parts.tsx';

export function BlogPage({ data }: { data: PageDataByKind['blog'] }): ReactElement {
  return (
    <Layout>
      <PageHero heading={data.heading} text={data.intro} />
      <Section>
        <ul className="cards" id="post-list" data-load-more="">
          {data.posts.map((post, i) => (
            <PostCard key={post.key} post={post} priority={i === 0} />
          ))}
        </ul>
        <p className="center">
          <button className="btn btn-dark" type="button" data-load-more-button="" aria-controls="post-list" hidden>
            {data.loadMore}
          </button>
        </p>
      </Section>
    </Layout>
  );
}
