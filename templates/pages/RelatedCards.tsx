/** A related block at the foot of a page: the related services, occasions or case studies under a heading, as cards. */
import type { ReactElement } from 'react';
import type { ArticleCardView } from '../../src/site/page-data.ts';
import { LinkCard } from '../parts.tsx';

export function RelatedCards({
  heading,
  cards,
}: {
  heading: string;
  cards: readonly ArticleCardView[];
}): ReactElement | null {
  if (cards.length === 0) return null;
  return (
    <section className="section related">
      <div className="wrap">
        <h2 className="section-title">{heading}</h2>
        <ul className="cards">
          {cards.map((card) => (
            <LinkCard
              key={card.key}
              href={card.href}
              title={card.title}
              text={card.text}
              image={card.image}
              label={card.label}
              headingLevel={3}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
