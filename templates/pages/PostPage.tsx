/** A blog post: date, title, image, body (its images as pictures), tags, previous (newer) and next (older) links. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import { Icon } from '../icons.tsx';
import { bodyWithImages, Image } from '../Image.tsx';
import { IMAGE_PLACES } from '../../src/content/images/image-places.ts';
import { Layout } from '../Layout.tsx';
import { TagList } from '../parts.tsx';
import type { WithBodyImages } from '../../src/site/view-types.ts';

export function PostPage({ data }: { data: WithBodyImages<PageDataByKind['post']> }): ReactElement {
  const { newer, older } = data;
  return (
    <Layout>
      <article className="post">
        <header className="hero dark post-hero">
          <div className="wrap narrow">
            <p className="eyebrow">
              <time dateTime={data.date.iso}>{data.date.text}</time>
              {data.draft ? <span className="draft-badge">{data.draft}</span> : null}
            </p>
            <h1>{data.title}</h1>
            <p className="lead">{data.excerpt}</p>
          </div>
        </header>
        <div className="wrap narrow">
          <Image
            image={data.image.image}
            alt={data.image.alt}
            sizes={IMAGE_PLACES.postHero.sizes}
            priority
            className="post-img"
          />
          <div className="prose" dangerouslySetInnerHTML={{ __html: bodyWithImages(data.html, data.bodyImages) }} />
          <footer className="post-footer">
            <h2 className="small-title">{data.tagsHeading}</h2>
            <TagList tags={data.tags} />
          </footer>
        </div>
      </article>
      <nav className="wrap narrow post-nav" aria-label={data.navigationLabel}>
        {newer ? (
          <a className="prev" href={newer.href} rel="prev">
            <span className="label">
              <Icon name="arrowLeft" size={16} /> {newer.label}
            </span>
            <span className="title">{newer.title}</span>
          </a>
        ) : (
          <span />
        )}
        {older ? (
          <a className="next" href={older.href} rel="next">
            <span className="label">
              {older.label} <Icon name="arrowRight" size={16} />
            </span>
            <span className="title">{older.title}</span>
          </a>
        ) : null}
      </nav>
    </Layout>
  );
}
