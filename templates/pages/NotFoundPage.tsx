/** A not-found page (docs/decisions.md, "Not-found pages"): the generic, service or post message of its language. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import { Layout } from '../Layout.tsx';

export function NotFoundPage({ data }: { data: PageDataByKind['not-found'] }): ReactElement {
  return (
    <Layout>
      <section
        className="not-found"
        data-not-found={data.variant}
        data-not-found-pages={data.pages ? JSON.stringify(data.pages) : undefined}
      >
        <div className="wrap narrow">
          <p className="code" aria-hidden="true">
            404
          </p>
          <h1>{data.heading}</h1>
          <p className="lead">{data.text}</p>
          <p className="actions">
            {data.back ? (
              <a className="btn btn-dark" href={data.back.href}>
                {data.back.label}
              </a>
            ) : null}
            <a className="btn btn-gold" href={data.home.href}>
              {data.home.label}
            </a>
          </p>
        </div>
      </section>
    </Layout>
  );
}
