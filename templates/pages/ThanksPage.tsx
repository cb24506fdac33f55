/** The thank-you page: where the enquiry form leads once sent without JavaScript. */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/page-data.ts';
import { Layout } from '../Layout.tsx';
import { useView } from '../view-context.tsx';

export function ThanksPage({ data }: { data: PageDataByKind['thanks'] }): ReactElement {
  const { contact } = useView().frame;
  return (
    <Layout>
      <section className="not-found thanks">
        <div className="wrap narrow">
          <h1>{data.heading}</h1>
          <p className="lead">
            {data.text.before}
            <a href={contact.tel}>{data.text.term}</a>
            {data.text.after}
          </p>
          <p className="actions">
            <a className="btn btn-gold" href={data.home.href}>
              {data.home.label}
            </a>
          </p>
        </div>
      </section>
    </Layout>
  );
}
