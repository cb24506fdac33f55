/**
 * One template per page type (spec §2): Home, About, Services list, Service, Blog list, Blog post, Tag,
 * Contact, FAQ and Not found. Each returns the whole document through {@link Layout}.
 */
import type { ReactElement } from 'react';
import type { Post, Service } from '../src/content/load-content.ts';
import { routeKey, type NotFoundPage, type NotFoundVariant } from '../src/routes.ts';
import { mailtoUrl, mapEmbedUrl, mapsUrl, openStreetMapUrl, telUrl } from '../src/site-links.ts';
import { Icon } from './icons.tsx';
import { Image } from './Image.tsx';
import { Layout } from './Layout.tsx';
import { CtaBand, PageHero, PostCard, ServiceCard, TagList } from './parts.tsx';
import { fill, formatDate, useSite } from './site-context.tsx';
import { organizationJsonLd, websiteJsonLd } from './structured-data.ts';

function useTitle(): (page: string) => string {
  const { content } = useSite();
  return (page) => `${page} | ${content.site.brand}`;
}

/** Home (spec §2 "Home"): hero, why choose us, about blurb, featured services, testimonials, blog teasers. */
export function HomePage(): ReactElement {
  const ctx = useSite();
  const { strings, locale, routes, content } = ctx;
  const home = strings.home;
  return (
    <Layout
      head={{
        title: `${content.site.brand} | ${home.title}`,
        description: home.description,
        keywords: home.keywords,
        jsonLd: [organizationJsonLd(ctx)],
      }}
    >
      <section className="hero hero-home dark">
        <div className="wrap hero-grid">
          <div>
            <p className="eyebrow">{home.hero.eyebrow}</p>
            <h1>{home.hero.heading}</h1>
            <p className="lead">{home.hero.text}</p>
            <p className="actions">
              <a className="btn btn-gold" href={routes.href('contact', locale)}>
                {home.hero.primaryCta}
              </a>
              <a className="btn btn-ghost" href={routes.href('services', locale)}>
                {home.hero.secondaryCta}
              </a>
            </p>
          </div>
          <Image path="hero.svg" alt={home.hero.imageAlt} priority className="hero-img" />
        </div>
      </section>
      <section className="section">
        <div className="wrap">
          <h2 className="section-title">{home.why.heading}</h2>
          <ol className="points">
            {home.why.points.map((point) => (
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
          <Image path="about.svg" alt={strings.about.imageAlt} />
          <div>
            <h2 className="section-title">{home.about.heading}</h2>
            <p>{home.about.text}</p>
            <a className="text-link" href={routes.href('about', locale)}>
              {home.about.cta} <Icon name="arrowRight" size={16} />
            </a>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="wrap">
          <h2 className="section-title">{home.featured.heading}</h2>
          <p className="section-intro">{home.featured.text}</p>
          <ul className="cards">
            {content.services
              .filter((s) => s.featured)
              .map((service) => (
                <ServiceCard key={service.slug.en} service={service} headingLevel={3} />
              ))}
          </ul>
          <p className="center">
            <a className="btn btn-dark" href={routes.href('services', locale)}>
              {home.featured.cta}
            </a>
          </p>
        </div>
      </section>
      <Testimonials />
      <section className="section">
        <div className="wrap">
          <h2 className="section-title">{home.blog.heading}</h2>
          <p className="section-intro">{home.blog.text}</p>
          <ul className="cards">
            {content.posts.slice(0, 3).map((post) => (
              <PostCard key={post.slug} post={post} headingLevel={3} />
            ))}
          </ul>
          <p className="center">
            <a className="btn btn-dark" href={routes.href('blog', locale)}>
              {home.blog.cta}
            </a>
          </p>
        </div>
      </section>
      <CtaBand heading={home.closing.heading} text={home.closing.text} cta={home.closing.cta} href={routes.href('contact', locale)} />
      <a className="to-top" href="#top" data-to-top="" hidden>
        <Icon name="arrowUp" />
        <span className="sr">{strings.ui.backToTop}</span>
      </a>
    </Layout>
  );
}

function Testimonials(): ReactElement {
  const { strings, content } = useSite();
  return (
    <section className="section dark testimonials" aria-labelledby="testimonials-title">
      <div className="wrap">
        <h2 className="section-title" id="testimonials-title">
          {strings.home.testimonials.heading}
        </h2>
        <p className="section-intro">{strings.home.testimonials.text}</p>
        <div className="carousel" data-carousel="">
          <button className="carousel-btn prev" type="button" aria-label={strings.ui.carouselPrevious} aria-controls="testimonial-track" hidden>
            <Icon name="arrowLeft" />
          </button>
          <ul className="carousel-track" id="testimonial-track" tabIndex={0} aria-label={strings.ui.carouselLabel}>
            {content.testimonials.map((t) => (
              <li key={t.name} className="quote">
                <figure>
                  <p className="stars" role="img" aria-label={strings.ui.rating}>
                    {[1, 2, 3, 4, 5].map((n) => (
                      <Icon key={n} name="star" size={16} filled />
                    ))}
                  </p>
                  <blockquote lang="tr">
                    <p>{t.comment}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{t.name}</strong>
                    <span lang="tr">{t.event}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <button className="carousel-btn next" type="button" aria-label={strings.ui.carouselNext} aria-controls="testimonial-track" hidden>
            <Icon name="arrowRight" />
          </button>
        </div>
      </div>
    </section>
  );
}

/** About (spec §2 "About"): story, four core values, image. */
export function AboutPage(): ReactElement {
  const { strings, locale, routes } = useSite();
  const title = useTitle();
  const about = strings.about;
  return (
    <Layout head={{ title: title(about.title), description: about.description, keywords: about.keywords }}>
      <PageHero heading={about.heading} text={about.intro} />
      <section className="section">
        <div className="wrap split">
          <div>
            <h2 className="section-title">{about.story.heading}</h2>
            {about.story.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <Image path="about.svg" alt={about.imageAlt} priority />
        </div>
      </section>
      <section className="section tint">
        <div className="wrap">
          <h2 className="section-title">{about.values.heading}</h2>
          <ul className="values">
            {about.values.items.map((value) => (
              <li key={value.title}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand heading={about.closing.heading} text={about.closing.text} cta={about.closing.cta} href={routes.href('contact', locale)} />
    </Layout>
  );
}

/** Services list: ten cards, each leading to its service page. */
export function ServicesPage(): ReactElement {
  const { strings, content } = useSite();
  const title = useTitle();
  const page = strings.services;
  return (
    <Layout head={{ title: title(page.title), description: page.description, keywords: page.keywords }}>
      <PageHero heading={page.heading} text={page.intro} />
      <section className="section">
        <div className="wrap">
          <ul className="cards">
            {content.services.map((service) => (
              <ServiceCard key={service.slug.en} service={service} />
            ))}
          </ul>
        </div>
      </section>
    </Layout>
  );
}

/** One service (decision 6: one template for all ten): dark hero, banner, offerings in two columns, call to action. */
export function ServicePage({ service }: { service: Service }): ReactElement {
  const { strings, locale, routes, assets } = useSite();
  const title = useTitle();
  const text = service.locales[locale];
  return (
    <Layout
      head={{
        title: title(text.name),
        description: text.description,
        keywords: service.keywords[locale],
        image: assets.socialImage(service.image.path),
      }}
    >
      <PageHero heading={text.name} text={text.tagline} />
      <Image path={service.image.path} alt={text.imageAlt} className="banner" />
      <section className="section">
        <div className="wrap">
          <p className="section-intro wide">{text.intro}</p>
          <h2 className="section-title">{strings.service.offeringsHeading}</h2>
          <div className="offerings">
            {text.offerings.map((group) => (
              <section key={group.title} className="offering">
                <h3>
                  <span aria-hidden="true">{group.emoji}</span> {group.title}
                </h3>
                <ul>
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>
      <CtaBand heading={strings.service.ctaHeading} text={strings.service.ctaText} note={text.ctaNote} cta={text.cta} href={routes.href('contact', locale)} />
    </Layout>
  );
}

/** Blog list: every post in the markup (6 shown, then 3 more per Load More with JavaScript). */
export function BlogPage(): ReactElement {
  const { strings, content } = useSite();
  const title = useTitle();
  const page = strings.blog;
  return (
    <Layout head={{ title: title(page.title), description: page.description, keywords: page.keywords }}>
      <PageHero heading={page.heading} text={page.intro} />
      <section className="section">
        <div className="wrap">
          <ul className="cards" id="post-list" data-load-more="">
            {content.posts.map((post, i) => (
              <PostCard key={post.slug} post={post} priority={i === 0} />
            ))}
          </ul>
          <p className="center">
            <button className="btn btn-dark" type="button" data-load-more-button="" aria-controls="post-list" hidden>
              {strings.ui.loadMore}
            </button>
          </p>
        </div>
      </section>
    </Layout>
  );
}

/** A blog post: date, title, image, body, tags, previous (newer) and next (older) links, BlogPosting data. */
export function PostPage({ post, newer, older }: { post: Post; newer: Post | undefined; older: Post | undefined }): ReactElement {
  const ctx = useSite();
  const { strings, locale, routes, assets, content, route } = ctx;
  const title = useTitle();
  const text = post.locales[locale];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: text.title,
    description: text.description,
    image: routes.absolute(assets.socialImage(post.image.path).src),
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: locale,
    keywords: text.keywords.join(', '),
    mainEntityOfPage: route.canonical,
    url: route.canonical,
    author: { '@type': 'Organization', name: content.site.brand, url: routes.get('home', locale).canonical },
    publisher: { '@type': 'Organization', name: content.site.brand, logo: { '@type': 'ImageObject', url: routes.absolute(assets.image('logo.svg').src) } },
  };
  return (
    <Layout
      head={{
        title: title(text.title),
        description: text.description,
        keywords: text.keywords,
        type: 'article',
        image: assets.socialImage(post.image.path),
        jsonLd: [jsonLd],
      }}
    >
      <article className="post">
        <header className="hero dark post-hero">
          <div className="wrap narrow">
            <p className="eyebrow">
              <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
            </p>
            <h1>{text.title}</h1>
            <p className="lead">{text.excerpt}</p>
          </div>
        </header>
        <div className="wrap narrow">
          <Image path={post.image.path} alt={text.imageAlt} priority className="post-img" />
          <div className="prose" dangerouslySetInnerHTML={{ __html: text.html }} />
          <footer className="post-footer">
            <h2 className="small-title">{strings.ui.tags}</h2>
            <TagList tags={post.tags} />
          </footer>
        </div>
      </article>
      <nav className="wrap narrow post-nav" aria-label={strings.ui.postNavigation}>
        {newer ? (
          <a className="prev" href={routes.href(routeKey.post(newer), locale)} rel="prev">
            <span className="label">
              <Icon name="arrowLeft" size={16} /> {strings.ui.previousPost}
            </span>
            <span className="title">{newer.locales[locale].title}</span>
          </a>
        ) : (
          <span />
        )}
        {older ? (
          <a className="next" href={routes.href(routeKey.post(older), locale)} rel="next">
            <span className="label">
              {strings.ui.nextPost} <Icon name="arrowRight" size={16} />
            </span>
            <span className="title">{older.locales[locale].title}</span>
          </a>
        ) : null}
      </nav>
    </Layout>
  );
}

/** A tag page (decision 5): the cards of every post in the language carrying the tag, newest first. */
export function TagPage({ label, posts }: { label: string; posts: Post[] }): ReactElement {
  const { strings, content, routes, locale } = useSite();
  const title = useTitle();
  const values = { tag: label, brand: content.site.brand };
  return (
    <Layout head={{ title: title(fill(strings.tag.title, values)), description: fill(strings.tag.description, values), keywords: [label] }}>
      <PageHero heading={fill(strings.tag.heading, values)} text={fill(strings.tag.intro, values)} />
      <section className="section">
        <div className="wrap">
          <ul className="cards">
            {posts.map((post, i) => (
              <PostCard key={post.slug} post={post} priority={i === 0} />
            ))}
          </ul>
          <p className="center">
            <a className="btn btn-dark" href={routes.href('blog', locale)}>
              {strings.tag.allPosts}
            </a>
          </p>
        </div>
      </section>
    </Layout>
  );
}

/** Contact: visit, call and e-mail cards, and the map loaded on request (decision 17). */
export function ContactPage(): ReactElement {
  const { strings, content } = useSite();
  const title = useTitle();
  const page = strings.contact;
  const { site } = content;
  return (
    <Layout head={{ title: title(page.title), description: page.description, keywords: page.keywords }}>
      <PageHero heading={page.heading} text={page.intro} />
      <section className="section">
        <div className="wrap">
          <ul className="contact-cards">
            <li>
              <Icon name="pin" size={28} />
              <h2>{page.visit.title}</h2>
              <p>{page.visit.text}</p>
              <address>
                {site.address.street}
                <br />
                {site.address.district}, {site.address.postalCode} {site.address.city}
              </address>
              <a className="text-link" href={mapsUrl(site)} target="_blank" rel="noopener">
                {page.visit.link}
                <span className="sr"> {strings.ui.newTab}</span>
              </a>
            </li>
            <li>
              <Icon name="phone" size={28} />
              <h2>{page.call.title}</h2>
              <p>{page.call.text}</p>
              <a className="text-link big" href={telUrl(site)}>
                {site.phoneDisplay}
              </a>
            </li>
            <li>
              <Icon name="mail" size={28} />
              <h2>{page.email.title}</h2>
              <p>{page.email.text}</p>
              <a className="text-link big" href={mailtoUrl(site)}>
                {site.email}
              </a>
            </li>
          </ul>
        </div>
      </section>
      <section className="section tint">
        <div className="wrap">
          <h2 className="section-title">{page.map.heading}</h2>
          <div className="map" data-map="">
            <p>{page.map.notice}</p>
            <a
              className="btn btn-dark"
              href={openStreetMapUrl(site)}
              data-map-embed={mapEmbedUrl(site)}
              data-map-title={fill(page.map.iframeTitle, { brand: site.brand })}
            >
              {page.map.load}
            </a>
          </div>
        </div>
      </section>
    </Layout>
  );
}

/** FAQ: six single-open `<details>` (decision 16) and WebSite, Organization and FAQPage data. */
export function FaqPage(): ReactElement {
  const ctx = useSite();
  const { strings, locale, routes, content } = ctx;
  const title = useTitle();
  const page = strings.faq;
  const items = content.faq[locale];
  const faqJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
  return (
    <Layout
      head={{
        title: title(page.title),
        description: page.description,
        keywords: page.keywords,
        jsonLd: [websiteJsonLd(ctx), organizationJsonLd(ctx), faqJsonLd],
      }}
    >
      <PageHero heading={page.heading} text={page.subtitle} />
      <section className="section">
        <div className="wrap narrow faq">
          {items.map((item, i) => (
            <details key={i} name="faq" className="faq-item">
              <summary>
                {item.question}
                <Icon name="chevron" />
              </summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
      <CtaBand heading={page.more.heading} text={page.more.text} cta={page.more.cta} href={routes.href('contact', locale)} />
    </Layout>
  );
}

/** A not-found page (decisions 6, 7): the generic, service or post message of its language. */
export function NotFoundPage({ variant, pages }: { variant: NotFoundVariant; pages?: NotFoundPage[] }): ReactElement {
  const { strings, locale, routes } = useSite();
  const title = useTitle();
  const message = {
    page: { heading: strings.notFound.heading, text: strings.notFound.text, extra: undefined },
    service: { heading: strings.service.notFoundTitle, text: strings.service.notFoundText, extra: { href: routes.href('services', locale), label: strings.service.notFoundCta } },
    post: { heading: strings.blog.notFoundTitle, text: strings.blog.notFoundText, extra: { href: routes.href('blog', locale), label: strings.blog.notFoundCta } },
  }[variant];
  return (
    <Layout head={{ title: title(strings.notFound.title), description: strings.notFound.description }}>
      <section
        className="not-found"
        data-not-found={variant}
        data-not-found-pages={pages ? JSON.stringify(pages) : undefined}
      >
        <div className="wrap narrow">
          <p className="code" aria-hidden="true">
            404
          </p>
          <h1>{message.heading}</h1>
          <p className="lead">{message.text}</p>
          <p className="actions">
            {message.extra ? (
              <a className="btn btn-dark" href={message.extra.href}>
                {message.extra.label}
              </a>
            ) : null}
            <a className="btn btn-gold" href={routes.href('home', locale)}>
              {strings.notFound.cta}
            </a>
          </p>
        </div>
      </section>
    </Layout>
  );
}
