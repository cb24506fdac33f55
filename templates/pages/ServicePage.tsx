/**
 * One service (one template for all; docs/decisions.md, "Services from content"): dark hero, banner, offerings in two
 * columns, how we work, what drives the cost, the service's questions, related links, the enquiry form or a call to
 * action.
 */
import type { ReactElement } from 'react';
import type { ServiceData } from '../../src/site/page-data.ts';
import { Icon } from '../icons.tsx';
import { Banner } from '../Image.tsx';
import { Layout } from '../Layout.tsx';
import { FaqList, PageHero, RelatedCards, Section } from '../parts.tsx';
import { EnquiryOrCta } from '../EnquiryForm.tsx';
import { useView } from '../view-context.tsx';

export function ServicePage({ data }: { data: ServiceData }): ReactElement {
  return (
    <Layout>
      <PageHero heading={data.name} text={data.tagline} />
      <Banner banner={data.banner} />
      {/* The rules of the offerings, steps and prices: no other page waits for them before its first paint. */}
      <link rel="stylesheet" href={useView().frame.assets.componentCss.service} />
      <Offerings data={data} />
      {/* How we work: the steps, each with when it happens. */}
      <Section className="tint" heading={data.process.heading}>
        <ol className="steps">
          {data.process.steps.map((step) => (
            <li key={step.title} className="step">
              <h3>{step.title}</h3>
              <p className="step-when">{step.when}</p>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Pricing pricing={data.pricing} />
      <Section className="tint" wrap="narrow" heading={data.faq.heading}>
        <FaqList items={data.faq.items} name="service-faq" />
      </Section>
      {data.related.map((list) => (
        <RelatedCards key={list.heading} heading={list.heading} cards={list.items} />
      ))}
      <EnquiryOrCta form={data.enquiry} cta={data.cta} />
    </Layout>
  );
}

/** The intro and the offerings, group by group in two columns. */
function Offerings({ data }: { data: ServiceData }): ReactElement {
  return (
    <Section>
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
    </Section>
  );
}

/** What drives the cost, beside the guide prices. */
function Pricing({ pricing }: { pricing: ServiceData['pricing'] }): ReactElement {
  return (
    <Section wrap="pricing">
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
    </Section>
  );
}
