/**
 * Contact: visit (address and opening hours), call (phone and WhatsApp) and e-mail cards, the enquiry form where the
 * site has one, and the map loaded on request (docs/decisions.md, "Map on request").
 */
import type { ReactElement, ReactNode } from 'react';
import type { ContactData } from '../../src/site/page-data.ts';
import { EnquiryForm } from '../EnquiryForm.tsx';
import { Icon, type IconName } from '../icons.tsx';
import { Layout } from '../Layout.tsx';
import { OpeningHours, PageHero, Section } from '../parts.tsx';
import { useView } from '../view-context.tsx';

export function ContactPage({ data }: { data: ContactData }): ReactElement {
  const { copy, map } = data;
  const { contact, strings } = useView().frame;
  return (
    <Layout>
      <PageHero heading={copy.heading} text={copy.intro} />
      {/* Pages call the enquiry form by #enquiry: without a form, the ways to reach us answer the call. */}
      <Section id={data.enquiry ? undefined : 'enquiry'}>
        <ul className="contact-cards">
          <ContactCard icon="pin" copy={copy.visit}>
            <address>
              {contact.addressLines[0]}
              <br />
              {contact.addressLines[1]}
            </address>
            <OpeningHours hours={data.hours} headingLevel={3} className="compact" />
            <a className="text-link" href={data.map.link} target="_blank" rel="noopener">
              {copy.visit.link}
              <span className="sr"> {data.newTab}</span>
            </a>
          </ContactCard>
          <ContactCard icon="phone" copy={copy.call}>
            <a className="text-link big" href={contact.tel}>
              {contact.phoneDisplay}
            </a>
            <p className="chat-link">
              <a className="text-link" href={contact.chat} target="_blank" rel="noopener">
                {strings.footer.social.whatsapp}
                <span className="sr"> {data.newTab}</span>
              </a>
            </p>
          </ContactCard>
          <ContactCard icon="mail" copy={copy.email}>
            <a className="text-link big" href={contact.mailto}>
              {contact.email}
            </a>
          </ContactCard>
        </ul>
      </Section>
      {data.enquiry ? (
        <Section className="tint" id="enquiry" wrap="narrow">
          <EnquiryForm form={data.enquiry} variant="full" />
        </Section>
      ) : null}
      {/* The map, embedded only when the visitor asks for it: no request to the map's site before. */}
      <Section className={data.enquiry ? undefined : 'tint'} heading={copy.map.heading}>
        <div className="map" data-map="">
          <p>{copy.map.notice}</p>
          <a className="btn btn-dark" href={map.page} data-map-embed={map.embed} data-map-title={map.iframeTitle}>
            {copy.map.load}
          </a>
        </div>
      </Section>
    </Layout>
  );
}

type ContactCardProps = { icon: IconName; copy: { title: string; text: string }; children: ReactNode };

/** A card of one way to reach the company: its icon, title and text, then the way itself. */
function ContactCard({ icon, copy, children }: ContactCardProps): ReactElement {
  return (
    <li>
      <Icon name={icon} size={28} />
      <h2>{copy.title}</h2>
      <p>{copy.text}</p>
      {children}
    </li>
  );
}
