/** A related block at the foot of a page: the related services, occasions or case studies under a heading, as cards. */
import type { ReactElement } from 'react';
import type { ArticleCardView } from '../../src/site/page-data.ts';
import { LinkCards, Section } from '../parts.tsx';

export function RelatedCards({
  heading,
  cards,
}: {
  heading: string;
  cards: readonly ArticleCardView[];
}): ReactElement | null {
  if (cards.length === 0) return null;
  return (
    <Section className="related" heading={heading}>
      <LinkCards cards={cards} headingLevel={3} />
    </Section>
  );
}
