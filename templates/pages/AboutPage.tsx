/** About: story and image, key figures, the team, four core values, opening hours and address, call to action. */
import type { ReactElement } from 'react';
import type { AboutData } from '../../src/site/page-data.ts';
import { Image } from '../Image.tsx';
import { IMAGE_PLACES } from '../../src/content/images/image-places.ts';
import { Layout } from '../Layout.tsx';
import { CtaBand, OpeningHours, PageHero, SampleNotice, Section } from '../parts.tsx';
import { useView } from '../view-context.tsx';

/** The initials of a name, for the monogram beside a person (first and last word). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((w) => w?.[0] ?? '').join('');
}

export function AboutPage({ data }: { data: AboutData }): ReactElement {
  const { copy } = data;
  const { contact, strings } = useView().frame;
  return (
    <Layout>
      <PageHero heading={copy.heading} text={copy.intro} />
      <Story data={data} />
      <Section className="dark figures-band" heading={data.figures.heading} titleId="figures-title">
        <ul className="figures">
          {data.figures.items.map((figure) => (
            <li key={figure.label}>
              <strong className="figure-value">{figure.value}</strong>
              <span className="figure-label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Team team={data.team} />
      <Section className="tint" heading={copy.values.heading}>
        <ul className="values">
          {copy.values.items.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section wrap="studio">
        <OpeningHours hours={data.hours} />
        <div className="studio-address">
          <h2 className="hours-title">{strings.footer.addressLabel}</h2>
          <address>
            {contact.addressLines[0]}
            <br />
            {contact.addressLines[1]}
          </address>
        </div>
      </Section>
      <CtaBand cta={data.closing} />
    </Layout>
  );
}

/** The company's story beside its image. */
function Story({ data }: { data: AboutData }): ReactElement {
  const { story, imageAlt } = data.copy;
  return (
    <section className="section">
      <div className="wrap split">
        <div>
          <h2 className="section-title">{story.heading}</h2>
          {story.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        <Image image={data.image} alt={imageAlt} sizes={IMAGE_PLACES.split.sizes} priority />
      </div>
    </section>
  );
}

/** The team: each person with a monogram, role and short biography. */
function Team({ team }: { team: AboutData['team'] }): ReactElement {
  return (
    <Section heading={team.heading} titleId="team-title" intro={team.intro}>
      {team.sampleNote ? <SampleNotice {...team.sampleNote} /> : null}
      <ul className="team">
        {team.people.map((person) => (
          <li key={person.name}>
            <span className="monogram" aria-hidden="true">
              {initials(person.name)}
            </span>
            <h3>{person.name}</h3>
            <p className="role">{person.role}</p>
            <p>{person.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
