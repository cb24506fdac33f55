/** Building blocks shared by several page templates: dark hero, call-to-action band, cards, tag list. */
import type { ReactElement, ReactNode } from 'react';
import type {
  CtaView,
  FaqItem,
  OpeningHoursView,
  PostCardView,
  TagView,
  TextWithTermView,
} from '../src/site/view-types.ts';
import type { ArticleCardView } from '../src/site/page-data.ts';
import { Icon } from './icons.tsx';
import { Image } from './Image.tsx';
import { IMAGE_PLACES } from '../src/content/images/image-places.ts';
import { useView } from './view-context.tsx';

type PageHeroProps = { heading: ReactNode; text?: ReactNode; eyebrow?: string; children?: ReactNode };

/** The dark hero band at the top of inner pages, holding the page's only `h1`. */
export function PageHero({ heading, text, eyebrow, children }: PageHeroProps): ReactElement {
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

type SectionProps = {
  /** `article` for a page's own text. */
  as?: 'section' | 'article';
  className?: string;
  id?: string | undefined;
  wrap?: string;
  heading?: string;
  titleId?: string;
  intro?: string;
  children?: ReactNode;
};

/**
 * A band of a page: `section` with its extra classes, the centred column (`wrap`, with its own extra classes), then the
 * band's title and intro when it has them. `titleId` names the band by its title.
 */
export function Section({ as, className, id, wrap, heading, titleId, intro, children }: SectionProps): ReactElement {
  const Band = as ?? 'section';
  return (
    <Band className={className ? `section ${className}` : 'section'} id={id} aria-labelledby={titleId}>
      <div className={wrap ? `wrap ${wrap}` : 'wrap'}>
        {heading === undefined ? null : (
          <h2 className="section-title" id={titleId}>
            {heading}
          </h2>
        )}
        {intro === undefined ? null : <p className="section-intro">{intro}</p>}
        {children}
      </div>
    </Band>
  );
}

/** The sample notice of a page or block of invented examples: its label, then what it means. */
export function SampleNotice({ label, note }: { label: string; note: string }): ReactElement {
  return (
    <p className="sample-notice">
      <strong className="sample-label">{label}</strong> {note}
    </p>
  );
}

/** A button-styled link closing a list to the whole of it. */
export function MoreLink({ href, label }: { href: string; label: string }): ReactElement {
  return (
    <p className="center">
      <a className="btn btn-dark" href={href}>
        {label}
      </a>
    </p>
  );
}

/** A text with a term marked with its language when it is not the page's (a tag without a label in this language). */
export function TermText({ text }: { text: TextWithTermView }): ReactElement {
  return (
    <>
      {text.before}
      {text.lang ? <span lang={text.lang}>{text.term}</span> : text.term}
      {text.after}
    </>
  );
}

/** A dark band ending a page with one button (spec: service pages end in a call to action). */
export function CtaBand({ cta }: { cta: CtaView }): ReactElement {
  return (
    <section className="cta-band dark">
      <div className="wrap narrow">
        <h2>{cta.heading}</h2>
        <p>{cta.text}</p>
        {cta.note ? <p className="note">{cta.note}</p> : null}
        <a className="btn btn-gold" href={cta.href}>
          {cta.cta}
        </a>
      </div>
    </section>
  );
}

/** A card that is one link: its image (when it has one), label, title (the link), text, and its "more" label. */
function LinkCard({ card, headingLevel = 2 }: { card: ArticleCardView; headingLevel?: 2 | 3 }): ReactElement {
  const H = `h${headingLevel}` as const;
  return (
    <li className="card">
      {card.image ? <Image image={card.image} alt="" sizes={IMAGE_PLACES.card.sizes} className="card-img" /> : null}
      <div className="card-body">
        {card.label ? <p className="sample-label">{card.label}</p> : null}
        <H className="card-title">
          <a className="card-link" href={card.href}>
            {card.title}
          </a>
        </H>
        <p>{card.text}</p>
        <span className="more" aria-hidden="true">
          {card.more} <Icon name="arrowRight" size={16} />
        </span>
      </div>
    </li>
  );
}

type LinkCardsProps = { cards: readonly ArticleCardView[]; headingLevel?: 2 | 3 };

/** A list of link cards. */
export function LinkCards({ cards, headingLevel }: LinkCardsProps): ReactElement {
  return (
    <ul className="cards">
      {cards.map((card) => (
        <LinkCard key={card.key} card={card} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

type RelatedCardsProps = { heading: string; cards: readonly ArticleCardView[] };

/** A related block at the foot of a page: the related services, occasions or case studies under a heading, as cards. */
export function RelatedCards({ heading, cards }: RelatedCardsProps): ReactElement | null {
  if (cards.length === 0) return null;
  return (
    <Section className="related" heading={heading}>
      <LinkCards cards={cards} headingLevel={3} />
    </Section>
  );
}

/** Tag links of a post (`/tags/{slug}` or `/tr/tags/{slug}`; docs/decisions.md, "Tags"). */
export function TagList({ tags, label }: { tags: TagView[]; label?: string }): ReactElement {
  return (
    <ul className="tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.label}>
          <a href={tag.href} lang={tag.lang}>
            {tag.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

type PostCardProps = { post: PostCardView; headingLevel?: 2 | 3; priority?: boolean };

/** A blog card: image, tags, date, title (the link), excerpt. */
export function PostCard({ post, headingLevel = 2, priority = false }: PostCardProps): ReactElement {
  const { strings } = useView().frame;
  const H = `h${headingLevel}` as const;
  return (
    <li className="card post-card">
      <Image image={post.image} alt="" sizes={IMAGE_PLACES.card.sizes} className="card-img" priority={priority} />
      <div className="card-body">
        <time dateTime={post.date.iso}>{post.date.text}</time>
        {post.draft ? <span className="draft-badge">{strings.ui.draft}</span> : null}
        <H className="card-title">
          <a className="card-link" href={post.href}>
            {post.title}
          </a>
        </H>
        <p>{post.excerpt}</p>
        <TagList tags={post.tags} label={strings.ui.tags} />
      </div>
    </li>
  );
}

/**
 * Questions and answers as single-open `<details>`: `name` groups the items of one list, so
 * opening one closes the others, with the keyboard too and without JavaScript.
 */
export function FaqList({ items, name }: { items: readonly FaqItem[]; name: string }): ReactElement {
  return (
    <div className="faq">
      {items.map((item, i) => (
        <details key={i} name={name} className="faq-item">
          <summary>
            {item.question}
            <Icon name="chevron" />
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

type OpeningHoursProps = { hours: OpeningHoursView; headingLevel?: 2 | 3; className?: string };

/** The studio's opening hours: one row per run of days with the same hours, a closed day said so. */
export function OpeningHours({ hours, headingLevel = 2, className }: OpeningHoursProps): ReactElement {
  const H = `h${headingLevel}` as const;
  return (
    <div className={className ? `hours ${className}` : 'hours'}>
      <H className="hours-title">{hours.heading}</H>
      <dl>
        {hours.rows.map((row) => (
          <div key={row.days} className={row.closed ? 'closed' : undefined}>
            <dt>{row.days}</dt>
            <dd>
              {row.hours}
              {row.note ? <span className="hours-note"> {row.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
