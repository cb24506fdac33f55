/** A list page of an article collection (occasions, guides, case studies): a card per entry, each leading to its page. */
import type { ReactElement } from 'react';
import type { ArticleListData } from '../../src/site/pages/index.ts';
import { IMAGE_PLACES } from '../../src/content/image-places.ts';
import { Icon } from '../icons.tsx';
import { Image } from '../Image.tsx';
import { Layout } from '../Layout.tsx';
import { PageHero } from '../parts.tsx';

export function ArticleListPage({ data }: { data: ArticleListData }): ReactElement {
  return (
    <Layout>
      <PageHero heading={data.heading} text={data.intro} />
      <section className="section">
        <div className="wrap">
          <ul className="cards">
            {data.cards.map((card) => (
              <li key={card.key} className="card">
                {card.image ? <Image image={card.image} alt="" sizes={IMAGE_PLACES.card.sizes} className="card-img" /> : null}
                <div className="card-body">
                  <h2 className="card-title">
                    <a className="card-link" href={card.href}>
                      {card.title}
                    </a>
                  </h2>
                  <p>{card.text}</p>
                  <span className="more" aria-hidden="true">
                    <Icon name="arrowRight" size={16} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Layout>
  );
}
