/** About: story and image, key figures, the team, four core values, opening hours and address. */
import type { ReactElement } from 'react';
import type { AboutData } from '../../src/site/page-data.ts';
import { Image } from '../Image.tsx';
import { IMAGE_PLACES } from '../../src/content/images/image-places.ts';
import { Layout } from '../Layout.tsx';
import { CtaBand, OpeningHours, PageHero } from '../parts.tsx';
import { useView } from '../view-context.tsx';

/** The initials of a name, for the monogram beside a person (first and last word). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((w) => w?.[0] ?? '').join('');
}

/** The about page: story, key figures, team, core values, studio hours and address, closing call to action. */
export function AboutPage({ data }: { data: AboutData }): ReactElement {
  const { copy } = data;
  return (
    <Layout>
      <PageHero heading={copy.heading} text={copy.intro} />
      <Story data={data} />
      <Figures figures={data.figures} />
      <Team team={data.team} />
      <Values values={copy.values} />
      <Studio hours={data.hours} />
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

/** The key figures on a dark band. */
function Figures({ figures }: { figures: AboutData['figures'] }): ReactElement {
  return (
    <section className="section dark figures-band" aria-labelledby="figures-title">
      <div className="wrap">
        <h2 className="section-title" id="figures-title">
          {figures.heading}
        </h2>
        <ul className="figures">
          {figures.items.map((figure) => (
            <li key={figure.label}>
              <strong className="figure-value">{figure.value}</strong>
              <span className="figure-label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The team: each person with a monogram, role and short biography. */
function Team({ team }: { team: AboutData['team'] }): ReactElement {
  return (
    <section className="section" aria-labelledby="team-title">
      <div className="wrap">
        <h2 className="section-title" id="team-title">
          {team.heading}
        </h2>
        <p className="section-intro">{team.intro}</p>
        {team.sampleNote ? (
          <p className="sample-notice">
            <strong className="sample-label">{team.sampleNote.label}</strong> {team.sampleNote.note}
          </p>
        ) : null}
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
      </div>
    </section>
  );
}

/** The core values. */
function Values({ values }: { values: AboutData['copy']['values'] }): ReactElement {
  return (
    <section className="section tint">
      <div className="wrap">
        <h2 className="section-title">{values.heading}</h2>
        <ul className="values">
          {values.items.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The studio: opening hours beside the address. */
function Studio({ hours }: { hours: AboutData['hours'] }): ReactElement {
  const { contact, strings } = useView().frame;
  return (
    <section className="section">
      <div className="wrap studio">
        <OpeningHours hours={hours} />
        <div className="studio-address">
          <h2 className="hours-title">{strings.footer.addressLabel}</h2>
          <address>
            {contact.addressLines[0]}
            <br />
            {contact.addressLines[1]}
          </address>
        </div>
      </div>
    </section>
  );
}
