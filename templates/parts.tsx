/** Building blocks shared by several page templates: dark hero, call-to-action band, cards, tag list. */
import type { ReactElement, ReactNode } from 'react';
import type { Post, Service } from '../src/content/load-content.ts';
import { routeKey } from '../src/routes.ts';
import { Icon } from './icons.tsx';
import { Image } from './Image.tsx';
import { formatDate, useSite } from './site-context.tsx';

/** The dark hero band at the top of inner pages, holding the page's only `h1`. */
export function PageHero({ heading, text, eyebrow, children }: { heading: string; text?: string; eyebrow?: string; children?: ReactNode }): ReactElement {
  return (
    <section className="hero dark">
      <div className="wrap">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{heading}</h1>
        {text ? <p className="lead">{text}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** A dark band ending a page with one button (spec: service pages end in a call to action). */
export function CtaBand({ heading, text, cta, href, note }: { heading: string; text: string; cta: string; href: string; note?: string }): ReactElement {
  return (
    <section className="cta-band dark">
      <div className="wrap narrow">
        <h2>{heading}</h2>
        <p>{text}</p>
        {note ? <p className="note">{note}</p> : null}
        <a className="btn btn-gold" href={href}>
          {cta}
        </a>
      </div>
    </section>
  );
}

/** A service card: image, name (the link), description. */
export function ServiceCard({ service, headingLevel = 2 }: { service: Service; headingLevel?: 2 | 3 }): ReactElement {
  const { locale, routes, strings } = useSite();
  const text = service.locales[locale];
  const H = `h${headingLevel}` as const;
  return (
    <li className="card">
      <Image path={service.image.path} alt="" className="card-img" />
      <div className="card-body">
        <H className="card-title">
          <a className="card-link" href={routes.href(routeKey.service(service), locale)}>
            {text.name}
          </a>
        </H>
        <p>{text.description}</p>
        <span className="more" aria-hidden="true">
          {strings.services.cardCta} <Icon name="arrowRight" size={16} />
        </span>
      </div>
    </li>
  );
}

/** Tag links of a post (decision 5: `/tags/{slug}` or `/tr/tags/{slug}`). */
export function TagList({ tags, label }: { tags: string[]; label?: string }): ReactElement {
  const { locale, routes } = useSite();
  return (
    <ul className="tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <a href={routes.href(routeKey.tag(tag), locale)} lang="tr">
            {tag}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A blog card: image, tags, date, title (the link), excerpt. */
export function PostCard({ post, headingLevel = 2, priority = false }: { post: Post; headingLevel?: 2 | 3; priority?: boolean }): ReactElement {
  const { locale, routes, strings } = useSite();
  const text = post.locales[locale];
  const H = `h${headingLevel}` as const;
  return (
    <li className="card post-card">
      <Image path={post.image.path} alt="" className="card-img" priority={priority} />
      <div className="card-body">
        <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
        <H className="card-title">
          <a className="card-link" href={routes.href(routeKey.post(post), locale)}>
            {text.title}
          </a>
        </H>
        <p>{text.excerpt}</p>
        <TagList tags={post.tags} label={strings.ui.tags} />
      </div>
    </li>
  );
}
