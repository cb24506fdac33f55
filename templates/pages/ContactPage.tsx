/**
 * Contact: visit (address and opening hours), call (phone and WhatsApp) and e-mail cards, the enquiry form where the
 * site has one (decision 28), and the map loaded on request (decision 17).
 */
import type { ReactElement } from 'react';
import type { PageDataByKind } from '../../src/site/pages/index.ts';
import { EnquiryForm } from '../EnquiryForm.tsx';
import { Icon } from '../icons.tsx';
import { Layout } from '../Layout.tsx';
import { OpeningHours, PageHero } from '../parts.tsx';
import { useView } from '../view-context.tsx';

export function ContactPage({ data }: { data: PageDataByKind['contact'] }): ReactElement {
  const { contact, strings } = useView().frame;
  const { copy, map } = data;
  return (
    <Layout>
      <PageHero heading={copy.heading} text={copy.intro} />
      {/* Pages call the enquiry form by #enquiry: without a form, the ways to reach us answer the call. */}
      <section className="section" id={data.enquiry ? undefined : 'enquiry'}>
        <div className="wrap">
          <ul className="contact-cards">
            <li>
              <Icon name="pin" size={28} />
              <h2>{copy.visit.title}</h2>
              <p>{copy.visit.text}</p>
              <address>
                {contact.addressLines[0]}
                <br />
                {contact.addressLines[1]}
              </address>
              <OpeningHours hours={data.hours} headingLevel={3} className="compact" />
              <a className="text-link" href={map.link} target="_blank" rel="noopener">
                {copy.visit.link}
                <span className="sr"> {data.newTab}</span>
              </a>
            </li>
            <li>
              <Icon name="phone" size={28} />
              <h2>{copy.call.title}</h2>
              <p>{copy.call.text}</p>
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
            <li>
              <Icon name="mail" size={28} />
              <h2>{copy.email.title}</h2>
              <p>{copy.email.text}</p>
              <a className="text-link big" href={contact.mailto}>
                {contact.email}
              </a>
            </li>
          </ul>
        </div>
      </section>
      {data.enquiry ? (
        <section className="section tint" id="enquiry">
          <div className="wrap narrow">
            <EnquiryForm form={data.enquiry} variant="full" />
          </div>
        </section>
      ) : null}
      <section className={data.enquiry ? 'section' : 'section tint'}>
        <div className="wrap">
          <h2 className="section-title">{copy.map.heading}</h2>
          <div className="map" data-map="">
            <p>{copy.map.notice}</p>
            <a className="btn btn-dark" href={map.page} data-map-embed={map.embed} data-map-title={map.iframeTitle}>
              {copy.map.load}
            </a>
          </div>
        </div>
      </section>
    </Layout>
  );
}
