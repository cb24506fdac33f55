/** Home (spec §2 "Home"): hero, why choose us, about blurb, featured services, testimonials, blog teasers. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/pages/index.ts';
import { Icon } from '../icons.tsx';
import { Image } from '../Image.tsx';
import { IMAGE_PLACES } from '../../src/content/image-places.ts';
import { Layout } from '../Layout.tsx';
import { CtaBand, PostCard, ServiceCard } from '../parts.tsx';
import { useView } from '../view-context.tsx';

export function HomePage({ data }: { data: PageDataByKind['home'] }): ReactElement {
  const { copy, links } = data;
  const { ui } = useView().frame.strings;
  return (
    <Layout>
      <section className="hero hero-home dark">
        <div className="wrap hero-grid">
          <div>
            <p className="eyebrow">{copy.hero.eyebrow}</p>
            <h1>{copy.hero.heading}</h1>
            <p className="lead">{copy.hero.text}</p>
            <p className="actions">
              <a className="btn btn-gold" href={links.contact}>
                {copy.hero.primaryCta}
              </a>
              <a className="btn btn-ghost" href={links.services}>
                {copy.hero.secondaryCta}
              </a>
            </p>
          </div>
          <Image image={data.heroImage} alt={copy.hero.imageAlt} sizes={IMAGE_PLACES.homeHero.sizes} priority className="hero-img" />
        </div>
      </section>
      <section className="section">
        <div className="wrap">
          <h2 className="section-title">{copy.why.heading}</h2>
          <ol className="points">
            {copy.why.points.map((point) => (
              <li key={point.title}>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section tint">
        <div className="wrap split">
          <Image image={data.aboutImage.image} alt={data.aboutImage.alt} sizes={IMAGE_PLACES.split.sizes} />
          <div>
            <h2 className="section-title">{copy.about.heading}</h2>
            <p>{copy.about.text}</p>
            <a className="text-link" href={links.about}>
              {copy.about.cta} <Icon name="arrowRight" size={16} />
            </a>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="wrap">
          <h2 className="section-title">{copy.featured.heading}</h2>
          <p className="section-intro">{copy.featured.text}</p>
          <ul className="cards">
            {data.featured.map((service) => (
              <ServiceCard key={service.key} service={service} headingLevel={3} />
            ))}
          </ul>
          <p className="center">
            <a className="btn btn-dark" href={links.services}>
              {copy.featured.cta}
            </a>
          </p>
        </div>
      </section>
      <Testimonials data={data} />
      <section className="section">
        <div className="wrap">
          <h2 className="section-title">{copy.blog.heading}</h2>
          <p className="section-intro">{copy.blog.text}</p>
          <ul className="cards">
            {data.posts.map((post) => (
              <PostCard key={post.key} post={post} headingLevel={3} />
            ))}
          </ul>
          <p className="center">
            <a className="btn btn-dark" href={links.blog}>
              {copy.blog.cta}
            </a>
          </p>
        </div>
      </section>
      <CtaBand cta={data.closing} />
      <a className="to-top" href="#top" data-to-top="" hidden>
        <Icon name="arrowUp" />
        <span className="sr">{ui.backToTop}</span>
      </a>
    </Layout>
  );
}

function Testimonials({ data }: { data: PageDataByKind['home'] }): ReactElement {
  const { ui } = useView().frame.strings;
  const items = data.testimonials;
  return (
    <section className="section dark testimonials" aria-labelledby="testimonials-title">
      <div className="wrap">
        <h2 className="section-title" id="testimonials-title">
          {data.copy.testimonials.heading}
        </h2>
        <p className="section-intro">{data.copy.testimonials.text}</p>
        <div className="carousel" data-carousel="">
          <button className="carousel-btn prev" type="button" aria-label={ui.carouselPrevious} aria-controls="testimonial-track" hidden>
            <Icon name="arrowLeft" />
          </button>
          <ul className="carousel-track" id="testimonial-track" tabIndex={0} aria-label={ui.carouselLabel}>
            {items.map((t) => (
              <li key={t.name} className="quote">
                <figure>
                  <p className="stars" role="img" aria-label={ui.rating}>
                    {[1, 2, 3, 4, 5].map((n) => (
                      <Icon key={n} name="star" size={16} filled />
                    ))}
                  </p>
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
          <button className="carousel-btn next" type="button" aria-label={ui.carouselNext} aria-controls="testimonial-track" hidden>
            <Icon name="arrowRight" />
          </button>
        </div>
      </div>
    </section>
  );
}
