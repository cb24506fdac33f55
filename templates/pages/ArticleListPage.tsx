/** A list page (services, occasions, guides, case studies): the hero, then a card per entry, each leading to its page. */
import type { ReactElement } from 'react';
import type { ArticleListData } from '../../src/site/page-data.ts';
import { Layout } from '../Layout.tsx';
import { LinkCards, PageHero, Section } from '../parts.tsx';

export function ArticleListPage({ data }: { data: ArticleListData }): ReactElement {
  return (
    <Layout>
      <PageHero heading={data.heading} text={data.intro} />
      <Section>
        <LinkCards cards={data.cards} />
      </Section>
    </Layout>
  );
}
