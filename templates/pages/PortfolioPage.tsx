/**
 * The portfolio: links to each occasion's photos, then a grid of photos per occasion, each captioned and linked to
 * its largest file (the enlarged view, without script and by keyboard alike), an example image labelled as one.
 */
import type { ReactElement } from 'react';
import type { PortfolioData } from '../../src/site/page-data.ts';
import { IMAGE_PLACES } from '../../src/content/image-places.ts';
import { Image } from '../Image.tsx';
import { Layout } from '../Layout.tsx';
import { PageHero } from '../parts.tsx';

/** The photos of the first row (three columns on a wide screen) are above the fold; the others load lazily. */
const EAGER_PHOTOS = 3;

export function PortfolioPage({ data }: { data: PortfolioData }): ReactElement {
  let shown = 0;
  return (
    <Layout>
      <PageHero heading={data.heading} text={data.intro} />
      <section className="section portfolio">
        <div className="wrap">
          {data.sampleNote ? <p className="sample-notice">{data.sampleNote}</p> : null}
          <nav className="gallery-nav" aria-label={data.nav.label}>
            <ul>
              {data.nav.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          {data.groups.map((group) => (
            <section key={group.id} id={group.id} className="gallery-group" aria-labelledby={`${group.id}-heading`}>
              <h2 id={`${group.id}-heading`}>{group.heading}</h2>
              <ul className="gallery">
                {group.photos.map((photo) => (
                  <li key={photo.key}>
                    <figure>
                      <a className="gallery-link" href={photo.full}>
                        <Image image={photo.image} alt={photo.alt} sizes={IMAGE_PLACES.gallery.sizes} eager={shown++ < EAGER_PHOTOS} className="gallery-img" />
                        <span className="sr-only"> {data.enlarge}</span>
                      </a>
                      <figcaption>
                        {photo.sample ? <span className="sample-label">{photo.sample}</span> : null}
                        {photo.caption}
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
              <p className="gallery-more">
                <a href={group.link.href}>{group.link.label}</a>
              </p>
            </section>
          ))}
        </div>
      </section>
    </Layout>
  );
}
