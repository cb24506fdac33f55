/** A case study: facts, the challenge, what was done, the outcome in numbers, the story, related pages, the enquiry call. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import type { WithBodyImages } from '../../src/site/view-types.ts';
import { Banner, bodyWithImages } from '../Image.tsx';
import { Layout } from '../Layout.tsx';
import { CtaBand, PageHero, RelatedCards, SampleNotice, Section } from '../parts.tsx';

export function CaseStudyPage({ data }: { data: WithBodyImages<PageDataByKind['caseStudy']> }): ReactElement {
  const [challenge, outcome] = data.sections;
  return (
    <Layout>
      <PageHero heading={data.title} />
      <Banner banner={data.banner} />
      <Section as="article" wrap="narrow">
        {data.sampleLabel ? <SampleNotice label={data.sampleLabel} note={data.note} /> : null}
        <dl className="facts">
          {data.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="prose">
          {challenge ? <Passage heading={challenge.heading} text={challenge.text} /> : null}
          <h2>{data.approach.heading}</h2>
          <ul>
            {data.approach.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {outcome ? <Passage heading={outcome.heading} text={outcome.text} /> : null}
          <h2>{data.results.heading}</h2>
          <ul className="results">
            {data.results.items.map((result) => (
              <li key={result.label}>
                <strong>{result.figure}</strong> <span>{result.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="prose" dangerouslySetInnerHTML={{ __html: bodyWithImages(data.html, data.bodyImages) }} />
        {data.sampleLabel ? null : <p className="note">{data.note}</p>}
      </Section>
      <RelatedCards heading={data.relatedHeading} cards={data.related} />
      <CtaBand cta={data.enquiry} />
    </Layout>
  );
}

function Passage({ heading, text }: { heading: string; text: string }): ReactElement {
  return (
    <>
      <h2>{heading}</h2>
      <p>{text}</p>
    </>
  );
}
