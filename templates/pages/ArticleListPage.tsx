/** A list page of an article collection (occasions, guides, case studies): a card per entry, each leading to its page. */
import type { ReactElement } from 'react';
import type { ArticleListData } from '../../src/site/page-data.ts';
import { CardListPage } from '../parts.tsx';

export function ArticleListPage({ data }: { data: ArticleListData }): ReactElement {
  return <CardListPage heading={data.heading} intro={data.intro} cards={data.cards} />;
}
