/** Home: hero, why choose us, about blurb, featured services, testimonials, blog teasers. */
import type { ReactElement } from 'react';
import type { HomeData } from '../../src/site/page-data.ts';
import { Icon } from '../icons.tsx';
import { Image } from '../Image.tsx';
import { IMAGE_PLACES } from '../../src/content/images/image-places.ts';
import { Layout } from '../Layout.tsx';
import { CtaBand, LinkCard, PostCard, ServiceCard } from '../parts.tsx';
import { useView } from '../view-context.tsx';

/** The home page: hero, why choose us, about blurb, featured services, testimonials, blog teasers, back-to-top link. */
export function HomePage({ data }: { data: HomeData }): ReactElement {
  const { ui } = useView().frame.strings;
  return (
    <Layout>
      <Hero data={data} />
      <WhyUs why={data.copy.why} />
      <AboutBlurb data={data} />
      <FeaturedServices data={data} />
      <Explore data={data} />
      <Testimonials data={data} />
      <BlogTeasers data={data} />
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

/** Why choose us: the numbered points. */
function WhyUs({ why }: { why: HomeData['copy']['why'] }): ReactElement {
  return (
    <section className="section">
      <div className="wrap">
        <h2 className="section-title">{why.heading}</h2>
        <ol className="points">
          {why.points.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The about blurb beside its image, linking to the about page. */
function AboutBlurb({ data }: { data: HomeData }): ReactElement {
  const { about } = data.copy;
  return (
    <section className="section tint">
      <div className="wrap split">
        <Image image={data.aboutImage.image} alt={data.aboutImage.alt} sizes={IMAGE_PLACES.split.sizes} />
        <div>
          <h2 className="section-title">{about.heading}</h2>
          <p>{about.text}</p>
          <a className="text-link" href={data.links.about}>
            {about.cta} <Icon name="arrowRight" size={16} />
          </a>
        </div>
      </div>
    </section>
  );
}

/** The featured services' cards and a link to all services. */
function FeaturedServices({ data }: { data: HomeData }): ReactElement {
  const { featured } = data.copy;
  return (
    <section className="section">
      <div className="wrap">
        <h2 className="section-title">{featured.heading}</h2>
        <p className="section-intro">{featured.text}</p>
        <ul className="cards">
          {data.featured.map((service) => (
            <ServiceCard key={service.key} service={service} headingLevel={3} />
          ))}
        </ul>
        <p className="center">
          <a className="btn btn-dark" href={data.links.services}>
            {featured.cta}
          </a>
        </p>
      </div>
    </section>
  );
}

/** The latest posts' cards and a link to the blog. */
function BlogTeasers({ data }: { data: HomeData }): ReactElement {
  const { blog } = data.copy;
  return (
    <section className="section">
      <div className="wrap">
        <h2 className="section-title">{blog.heading}</h2>
        <p className="section-intro">{blog.text}</p>
        <ul className="cards">
          {data.posts.map((post) => (
            <PostCard key={post.key} post={post} headingLevel={3} />
          ))}
        </ul>
        <p className="center">
          <a className="btn btn-dark" href={data.links.blog}>
            {blog.cta}
          </a>
        </p>
      </div>
    </section>
  );
}

/** Cards to the occasions, guides, case studies and the standalone pages `navigation.yaml` names. */
function Explore({ data }: { data: HomeData }): ReactElement | null {
  const { explore } = data;
  if (explore.items.length === 0) return null;
  return (
    <section className="section tint">
      <div className="wrap">
        <h2 className="section-title">{explore.heading}</h2>
        <p className="section-intro">{explore.text}</p>
        <ul className="cards">
          {explore.items.map((card) => (
            <LinkCard
              key={card.key}
              href={card.href}
              title={card.title}
              text={card.text}
              more={data.copy.explore.cta}
              headingLevel={3}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The testimonials carousel (its buttons shown by the client script). */
function Testimonials({ data }: { data: HomeData }): ReactElement {
  const { ui } = useView().frame.strings;
  const items = data.testimonials;
  return (
    <section className="section dark testimonials" aria-labelledby="testimonials-title">
      <div className="wrap">
        <h2 className="section-title" id="testimonials-title">
          {data.copy.testimonials.heading}
        </h2>
        <p className="section-intro">
          {items.some((t) => t.sample) ? data.copy.testimonials.sampleText : data.copy.testimonials.text}
        </p>
        <div className="carousel" data-carousel="">
          <button
            className="carousel-btn prev"
            type="button"
            aria-label={ui.carouselPrevious}
            aria-controls="testimonial-track"
            hidden
          >
            <Icon name="arrowLeft" />
          </button>
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
          <button
            className="carousel-btn next"
            type="button"
            aria-label={ui.carouselNext}
            aria-controls="testimonial-track"
            hidden
          >
            <Icon name="arrowRight" />
          </button>
        </div>
      </div>
    </section>
  );
}
