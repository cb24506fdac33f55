/** FAQ: six single-open `<details>`, so the list stays short. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import { Layout } from '../Layout.tsx';
import { CtaBand, FaqList, PageHero, Section } from '../parts.tsx';

export function FaqPage({ data }: { data: PageDataByKind['faq'] }): ReactElement {
  return (
    <Layout>
      <PageHero heading={data.heading} text={data.subtitle} />
      <Section wrap="narrow">
        <FaqList items={data.items} name="faq" />
      </Section>
      <CtaBand cta={data.closing} />
    </Layout>
  );
}
