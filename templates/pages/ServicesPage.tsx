/** Services list: a card per service, each leading to its page. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import { CardListPage } from '../parts.tsx';

export function ServicesPage({ data }: { data: PageDataByKind['services'] }): ReactElement {
  return <CardListPage heading={data.heading} intro={data.intro} cards={data.services} />;
}
