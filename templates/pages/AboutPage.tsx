/** About (spec §2 "About"): story, four core values, image. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/pages/index.ts';
import { Image } from '../Image.tsx';
import { Layout } from '../Layout.tsx';
import { CtaBand, PageHero } from '../parts.tsx';

export function AboutPage({ data }: { data: PageDataByKind['about'] }): ReactElement {
  const { copy } = data;
  return (
    <Layout>
      <PageHero heading={copy.heading} text={copy.intro} />
      <section className="section">
        <div className="wrap split">
          <div>
            <h2 className="section-title">{copy.story.heading}</h2>
            {copy.story.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <Image image={data.image} alt={copy.imageAlt} priority />
        </div>
      </section>
      <section className="section tint">
        <div className="wrap">
          <h2 className="section-title">{copy.values.heading}</h2>
          <ul className="values">
            {copy.values.items.map((value) => (
              <li key={value.title}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand cta={data.closing} />
    </Layout>
  );
}
