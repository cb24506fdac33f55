/** A list page of an article collection (occasions, guides, case studies): a card per entry, each leading to its page. */
import type { ReactElement } from 'react';
import type { ArticleListData } from '../../src/site/page-data.ts';
import { CardListPage, LinkCard } from '../parts.tsx';

export function ArticleListPage({ data }: { data: ArticleListData }): ReactElement {
  return (
    <CardListPage heading={data.heading} intro={data.intro}>
      {data.cards.map((card) => (
        <LinkCard
          key={card.key}
          href={card.href}
          title={card.title}
          text={card.text}
          image={card.image}
          label={card.label}
        />
      ))}
    </CardListPage>
  );
}
