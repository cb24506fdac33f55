/** A short list of links under a heading: the related service, occasion or case studies of an article page. */
import type { ReactElement } from 'react';
import type { LinkView } from '../../src/site/view-types.ts';

export function RelatedLinks({ heading, links }: { heading: string; links: readonly LinkView[] }): ReactElement | null {
  if (links.length === 0) return null;
  return (
    <nav className="related" aria-label={heading}>
      <h2 className="small-title">{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
