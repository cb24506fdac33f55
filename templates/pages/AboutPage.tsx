/** About (spec §2 "About"): story and image, key figures, the team, four core values, opening hours and address. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/pages/index.ts';
import { Image } from '../Image.tsx';
import { IMAGE_PLACES } from '../../src/content/image-places.ts';
import { Layout } from '../Layout.tsx';
import { CtaBand, OpeningHours, PageHero } from '../parts.tsx';
import { useView } from '../view-context.tsx';

/** The initials of a name, for the monogram beside a person (first and last word). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((w) => w?.[0] ?? '').join('');
}

export function AboutPage({ data }: { data: PageDataByKind['about'] }): ReactElement {
  const { copy, figures, team } = data;
  const { contact, strings } = useView().frame;
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
          <Image image={data.image} alt={copy.imageAlt} sizes={IMAGE_PLACES.split.sizes} priority />
        </div>
      </section>
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
      <section className="section" aria-labelledby="team-title">
        <div className="wrap">
          <h2 className="section-title" id="team-title">
            {team.heading}
          </h2>
          <p className="section-intro">{team.intro}</p>
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
      <section className="section">
        <div className="wrap studio">
          <OpeningHours hours={data.hours} />
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
      <CtaBand cta={data.closing} />
    </Layout>
  );
}
