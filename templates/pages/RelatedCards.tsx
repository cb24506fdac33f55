/** A related block at the foot of a page: the related services, occasions or case studies under a heading, as cards. */
import type { ReactElement } from 'react';
import type { ArticleCardView } from '../../src/site/page-data.ts';
import { LinkCards, Section } from '../parts.tsx';

type RelatedCardsProps = { heading: string; cards: readonly ArticleCardView[] };

export function RelatedCards({ heading, cards }: RelatedCardsProps): ReactElement | null {
  if (cards.length === 0) return null;
  return (
    <Section className="related" heading={heading}>
      <LinkCards cards={cards} headingLevel={3} />
    </Section>
  );
}
