/**
 * Contact: visit (address and opening hours), call (phone and WhatsApp) and e-mail cards, the enquiry form where the
 * site has one, and the map loaded on request (docs/decisions.md, "Map on request").
 */
import type { ReactElement } from 'react';
import type { ContactData } from '../../src/site/page-data.ts';
import { EnquiryForm } from '../EnquiryForm.tsx';
import { Icon } from '../icons.tsx';
import { Layout } from '../Layout.tsx';
import { OpeningHours, PageHero, Section } from '../parts.tsx';
import { useView } from '../view-context.tsx';

/** The contact page: the three ways to reach the company, the enquiry form where there is one, the map. */
export function ContactPage({ data }: { data: ContactData }): ReactElement {
  const { copy } = data;
  return (
    <Layout>
      <PageHero heading={copy.heading} text={copy.intro} />
      {/* Pages call the enquiry form by #enquiry: without a form, the ways to reach us answer the call. */}
      <Section id={data.enquiry ? undefined : 'enquiry'}>
        <ul className="contact-cards">
          <VisitCard data={data} />
          <CallCard data={data} />
          <EmailCard copy={copy.email} />
        </ul>
      </Section>
      {data.enquiry ? (
        <Section className="tint" id="enquiry" wrap="narrow">
          <EnquiryForm form={data.enquiry} variant="full" />
        </Section>
      ) : null}
      <MapSection data={data} />
    </Layout>
  );
}

/** The visit card: address, opening hours and a link to the map service. */
function VisitCard({ data }: { data: ContactData }): ReactElement {
  const { contact } = useView().frame;
  const { visit } = data.copy;
  return (
    <li>
      <Icon name="pin" size={28} />
      <h2>{visit.title}</h2>
      <p>{visit.text}</p>
      <address>
        {contact.addressLines[0]}
        <br />
        {contact.addressLines[1]}
      </address>
      <OpeningHours hours={data.hours} headingLevel={3} className="compact" />
      <a className="text-link" href={data.map.link} target="_blank" rel="noopener">
        {visit.link}
        <span className="sr"> {data.newTab}</span>
      </a>
    </li>
  );
}

/** The call card: the phone number and the WhatsApp chat. */
function CallCard({ data }: { data: ContactData }): ReactElement {
  const { contact, strings } = useView().frame;
  const { call } = data.copy;
  return (
    <li>
      <Icon name="phone" size={28} />
      <h2>{call.title}</h2>
      <p>{call.text}</p>
      <a className="text-link big" href={contact.tel}>
        {contact.phoneDisplay}
      </a>
      <p className="chat-link">
        <a className="text-link" href={contact.chat} target="_blank" rel="noopener">
          {strings.footer.social.whatsapp}
          <span className="sr"> {data.newTab}</span>
        </a>
      </p>
    </li>
  );
}

/** The e-mail card. */
function EmailCard({ copy }: { copy: ContactData['copy']['email'] }): ReactElement {
  const { contact } = useView().frame;
  return (
    <li>
      <Icon name="mail" size={28} />
      <h2>{copy.title}</h2>
      <p>{copy.text}</p>
      <a className="text-link big" href={contact.mailto}>
        {contact.email}
      </a>
    </li>
  );
}

/** The map, embedded only when the visitor asks for it: no request to the map's site before. */
function MapSection({ data }: { data: ContactData }): ReactElement {
  const { copy, map } = data;
  return (
    <Section className={data.enquiry ? undefined : 'tint'} heading={copy.map.heading}>
      <div className="map" data-map="">
        <p>{copy.map.notice}</p>
        <a className="btn btn-dark" href={map.page} data-map-embed={map.embed} data-map-title={map.iframeTitle}>
          {copy.map.load}
        </a>
      </div>
    </Section>
  );
}
