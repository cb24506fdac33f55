/**
 * The portfolio: links to each occasion's photos, then a grid of photos per occasion, each captioned and linked to
 * its largest file (the enlarged view, without script and by keyboard alike), an example image labelled as one.
 * It adds one rule to the stylesheet, which every page loads (the room above each group): the grid is the cards', the
 * links the tags'.
 */
import type { ReactElement } from 'react';
import type { PortfolioData } from '../../src/site/page-data.ts';
import { IMAGE_PLACES } from '../../src/content/images/image-places.ts';
import { Image } from '../Image.tsx';
import { Layout } from '../Layout.tsx';
import { PageHero } from '../parts.tsx';

/** The first photo is the page's largest image above the fold on a phone; the others load lazily (the site's rule: one eager image besides the logo). */
const EAGER_PHOTOS = 1;

export function PortfolioPage({ data }: { data: PortfolioData }): ReactElement {
  let shown = 0;
  return (
    <Layout>
      <PageHero heading={data.heading} text={data.intro} />
      <section className="section">
        <div className="wrap">
          {data.sampleNote ? <p className="sample-notice">{data.sampleNote}</p> : null}
          <nav aria-label={data.nav.label}>
            <ul className="tags">
              {data.nav.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          {data.groups.map((group) => (
            <section key={group.id} id={group.id} className="portfolio-group" aria-labelledby={`${group.id}-heading`}>
              <h2 id={`${group.id}-heading`}>{group.heading}</h2>
              <ul className="cards gallery">
                {group.photos.map((photo) => (
                  <li key={photo.key}>
                    <a href={photo.full} aria-label={`${photo.alt} ${data.enlarge}`}>
                      <Image
                        image={photo.image}
                        alt={photo.alt}
                        sizes={IMAGE_PLACES.gallery.sizes}
                        eager={shown++ < EAGER_PHOTOS}
                        className="card-img"
                      />
                    </a>
                    <p>
                      {photo.sample ? <span className="sample-label">{photo.sample}</span> : null}
                      {photo.caption}
                    </p>
                  </li>
                ))}
              </ul>
              <p>
                <a href={group.link.href}>{group.link.label}</a>
              </p>
            </section>
          ))}
        </div>
      </section>
    </Layout>
  );
}
