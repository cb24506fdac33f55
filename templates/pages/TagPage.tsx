/** A tag page (docs/decisions.md, "Tags"): the cards of every post in the language carrying the tag, newest first. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import { Layout } from '../Layout.tsx';
import { PageHero, PostCard, TermText } from '../parts.tsx';

export function TagPage({ data }: { data: PageDataByKind['tag'] }): ReactElement {
  return (
    <Layout>
      <PageHero heading={<TermText text={data.heading} />} text={<TermText text={data.intro} />} />
      <section className="section">
        <div className="wrap">
          <ul className="cards">
            {data.posts.map((post, i) => (
              <PostCard key={post.key} post={post} priority={i === 0} />
            ))}
          </ul>
          <p className="center">
            <a className="btn btn-dark" href={data.allPosts.href}>
              {data.allPosts.label}
            </a>
          </p>
        </div>
      </section>
    </Layout>
  );
}
