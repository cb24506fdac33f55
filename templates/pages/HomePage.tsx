/** Home: hero, why choose us, about blurb, featured services, explore cards, testimonials, blog teasers, to-top. */
import type { ReactElement } from 'react';
import type { HomeData } from '../../src/site/page-data.ts';
import { Icon } from '../icons.tsx';
import { Image } from '../Image.tsx';
import { IMAGE_PLACES } from '../../src/content/images/image-places.ts';
import { Layout } from '../Layout.tsx';
import { CtaBand, LinkCards, MoreLink, PostCard, Section } from '../parts.tsx';
import { useView } from '../view-context.tsx';

export function HomePage({ data }: { data: HomeData }): ReactElement {
  const { ui } = useView().frame.strings;
  const { copy } = data;
  return (
    <Layout>
      <Hero data={data} />
      <Section heading={copy.why.heading}>
        <ol className="points">
          {copy.why.points.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      {/* The about blurb beside its image. */}
      <Section className="tint" wrap="split">
        <Image image={data.aboutImage.image} alt={data.aboutImage.alt} sizes={IMAGE_PLACES.split.sizes} />
        <div>
          <h2 className="section-title">{copy.about.heading}</h2>
          <p>{copy.about.text}</p>
          <a className="text-link" href={data.links.about}>
            {copy.about.cta} <Icon name="arrowRight" size={16} />
          </a>
        </div>
      </Section>
      <Section heading={copy.featured.heading} intro={copy.featured.text}>
        <LinkCards cards={data.featured} headingLevel={3} />
        <MoreLink href={data.links.services} label={copy.featured.cta} />
      </Section>
      {data.explore.items.length > 0 ? (
        // Cards to the occasions, guides, case studies and the standalone pages `navigation.yaml` names.
        <Section className="tint" heading={data.explore.heading} intro={data.explore.text}>
          <LinkCards cards={data.explore.items} headingLevel={3} />
        </Section>
      ) : null}
      <Testimonials data={data} />
      <Section heading={copy.blog.heading} intro={copy.blog.text}>
        <ul className="cards">
          {data.posts.map((post) => (
            <PostCard key={post.key} post={post} headingLevel={3} />
          ))}
        </ul>
        <MoreLink href={data.links.blog} label={copy.blog.cta} />
      </Section>
      <CtaBand cta={data.closing} />
      <a className="to-top" href="#top" data-to-top="" hidden>
        <Icon name="arrowUp" />
        <span className="sr">{ui.backToTop}</span>
      </a>
    </Layout>
  );
}

/** The dark hero: heading, lead, the contact and services buttons, the hero image. */
function Hero({ data }: { data: HomeData }): ReactElement {
  const { hero } = data.copy;
  return (
    <section className="hero hero-home dark">
      <div className="wrap hero-grid">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1>{hero.heading}</h1>
          <p className="lead">{hero.text}</p>
          <p className="actions">
            <a className="btn btn-gold" href={data.links.contact}>
              {hero.primaryCta}
            </a>
            <a className="btn btn-ghost" href={data.links.services}>
              {hero.secondaryCta}
            </a>
          </p>
        </div>
        <Image
          image={data.heroImage}
          alt={hero.imageAlt}
          sizes={IMAGE_PLACES.homeHero.sizes}
          priority
          className="hero-img"
        />
      </div>
    </section>
  );
}

/** The testimonials carousel (its buttons shown by the client script). */
function Testimonials({ data }: { data: HomeData }): ReactElement {
  const { ui } = useView().frame.strings;
  const items = data.testimonials;
  const copy = data.copy.testimonials;
  return (
    <Section
      className="dark testimonials"
      heading={copy.heading}
      titleId="testimonials-title"
      intro={items.some((t) => t.sample) ? copy.sampleText : copy.text}
    >
      <div className="carousel" data-carousel="">
        <CarouselButton side="prev" label={ui.carouselPrevious} />
        <ul className="carousel-track" id="testimonial-track" tabIndex={0} aria-label={ui.carouselLabel}>
          {items.map((t) => (
            <li key={t.name} className="quote">
              <figure>
                {t.sample ? <p className="sample-label">{t.sample}</p> : null}
                {t.rating ? (
                  <p className="stars" role="img" aria-label={ui.rating}>
                    {[1, 2, 3, 4, 5].map((n) => (
                      <Icon key={n} name="star" size={16} filled={n <= (t.rating ?? 0)} />
                    ))}
                  </p>
                ) : null}
                <blockquote>
                  <p>{t.comment}</p>
                </blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  <span>{t.event}</span>
                  {t.translated && <small className="translated">{t.translated}</small>}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <CarouselButton side="next" label={ui.carouselNext} />
      </div>
    </Section>
  );
}

/** A button of the carousel: hidden until the client script shows it. */
function CarouselButton({ side, label }: { side: 'prev' | 'next'; label: string }): ReactElement {
  return (
    <button
      className={`carousel-btn ${side}`}
      type="button"
      aria-label={label}
      aria-controls="testimonial-track"
      hidden
    >
      <Icon name={side === 'prev' ? 'arrowLeft' : 'arrowRight'} />
    </button>
  );
}
