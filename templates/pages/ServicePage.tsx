/**
 * One service (one template for all; docs/decisions.md, "Services from content"): dark hero, banner, offerings in two
 * columns, how we work, what drives the cost, the service's questions, call to action.
 */
import type { ReactElement } from 'react';
import type { ServiceData } from '../../src/site/page-data.ts';
import { Icon } from '../icons.tsx';
import { Image } from '../Image.tsx';
import { IMAGE_PLACES } from '../../src/content/images/image-places.ts';
import { Layout } from '../Layout.tsx';
import { CtaBand, FaqList, PageHero } from '../parts.tsx';
import { EnquiryForm } from '../EnquiryForm.tsx';
import { RelatedCards } from './RelatedCards.tsx';
import { useView } from '../view-context.tsx';

/** A service page: hero, banner, offerings, process, pricing, questions, related links, enquiry form or call to action. */
export function ServicePage({ data }: { data: ServiceData }): ReactElement {
  return (
    <Layout>
      <PageHero heading={data.name} text={data.tagline} />
      <Image
        image={data.banner.image}
        alt={data.banner.alt}
        sizes={IMAGE_PLACES.banner.sizes}
        priority
        className="banner"
      />
      {/* The rules of the offerings, steps and prices: no other page waits for them before its first paint. */}
      <link rel="stylesheet" href={useView().frame.assets.componentCss.service} />
      <Offerings data={data} />
      <Process process={data.process} />
      <Pricing pricing={data.pricing} />
      <section className="section tint">
        <div className="wrap narrow">
          <h2 className="section-title">{data.faq.heading}</h2>
          <FaqList items={data.faq.items} name="service-faq" />
        </div>
      </section>
      {data.related.map((list) => (
        <RelatedCards key={list.heading} heading={list.heading} cards={list.items} />
      ))}
      {data.enquiry ? (
        <section className="section tint">
          <div className="wrap narrow">
            <EnquiryForm form={data.enquiry} variant="short" />
          </div>
        </section>
      ) : (
        <CtaBand cta={data.cta} />
      )}
    </Layout>
  );
}

/** The intro and the offerings, group by group in two columns. */
function Offerings({ data }: { data: ServiceData }): ReactElement {
  return (
    <section className="section">
      <div className="wrap">
        <p className="section-intro wide">{data.intro}</p>
        <h2 className="section-title">{data.offeringsHeading}</h2>
        <div className="offerings">
          {data.offerings.map((group) => (
            <section key={group.title} className="offering">
              <h3>
                <Icon name={group.icon} size={22} /> {group.title}
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
  );
}

/** How we work: the steps, each with when it happens. */
function Process({ process }: { process: ServiceData['process'] }): ReactElement {
  return (
    <section className="section tint">
      <div className="wrap">
        <h2 className="section-title">{process.heading}</h2>
        <ol className="steps">
          {process.steps.map((step) => (
            <li key={step.title} className="step">
              <h3>{step.title}</h3>
              <p className="step-when">{step.when}</p>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** What drives the cost, beside the guide prices. */
function Pricing({ pricing }: { pricing: ServiceData['pricing'] }): ReactElement {
  return (
    <section className="section">
      <div className="wrap pricing">
        <div>
          <h2 className="section-title">{pricing.heading}</h2>
          <p>{pricing.text}</p>
          <ul className="drivers">
            {pricing.drivers.map((driver) => (
              <li key={driver}>{driver}</li>
            ))}
          </ul>
        </div>
        <div className="prices">
          <h3>{pricing.prices.heading}</h3>
          <dl>
            {pricing.prices.items.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.price}</dd>
              </div>
            ))}
          </dl>
          <p className="note">{pricing.prices.note}</p>
        </div>
      </div>
    </section>
  );
}
