/**
 * The shared frame of every page (spec §2 "Shared frame"): skip link, fixed black header with logo, main
 * navigation with the services dropdown, EN/TR switch and mobile menu; footer with quick links, contact
 * details, four social links, language switch and copyright; the floating chat link; the toast region.
 */
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '../src/content/schemas.ts';
import { encodePath, routeKey, type Route } from '../src/routes.ts';
import { chatUrl, mailtoUrl, telUrl } from '../src/site-links.ts';
import { Head, type HeadProps } from './Head.tsx';
import { Icon, type IconName } from './icons.tsx';
import { Image } from './Image.tsx';
import { useSite } from './site-context.tsx';

const LANGUAGE_CODES: Record<Locale, string> = { en: 'EN', tr: 'TR' };

/** The whole document of a page: `<html lang>`, head data, the shared frame around `children`. */
export function Layout({ head, children }: { head: HeadProps; children: ReactNode }): ReactElement {
  const { locale, strings } = useSite();
  return (
    <html lang={locale}>
      <Head {...head} />
      <body>
        <a className="skip" href="#main">
          {strings.ui.skipToContent}
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <ChatLink />
        <div className="toast" id="toast" role="status" data-message={strings.ui.languageChanged} />
      </body>
    </html>
  );
}

function navName(item: { nameEn: string; nameTr: string }, locale: Locale): string {
  return locale === 'en' ? item.nameEn : item.nameTr;
}

/** The navigation item a route belongs to, for `aria-current`: a service under Services, a post or tag under Blog. */
function sectionOf(route: Route): string {
  if (route.data.kind === 'service') return 'services';
  if (route.data.kind === 'post' || route.data.kind === 'tag') return 'blog';
  return route.key;
}

function Header(): ReactElement {
  const { route, locale, strings, content, routes } = useSite();
  const other: Locale = locale === 'en' ? 'tr' : 'en';
  const section = sectionOf(route);
  return (
    <header className="site-header" id="top">
      <div className="wrap header-bar">
        <a className="brand" href={routes.href('home', locale)}>
          <Image path="logo.svg" alt="" eager className="logo" />
          <span>{content.site.brand}</span>
        </a>
        <a className="menu-open" href="#menu" aria-controls="menu" data-menu-toggle="">
          <Icon name="menu" />
          <span>{strings.ui.menu}</span>
        </a>
        <nav className="nav" id="menu" aria-label={strings.ui.mainNav}>
          <a className="menu-close" href="#top" data-menu-close="">
            <Icon name="close" />
            <span className="sr">{strings.ui.closeMenu}</span>
          </a>
          <ul className="nav-list">
            {content.navigation.items.map((item) => {
              const current = route.key === item.page ? 'page' : section === item.page ? 'true' : undefined;
              const link = (
                <a href={routes.href(item.page, locale)} aria-current={current}>
                  {navName(item, locale)}
                </a>
              );
              if (!item.dropdown) return <li key={item.page}>{link}</li>;
              return (
                <li key={item.page} className="dd" data-dropdown="">
                  {link}
                  <button className="dd-toggle" type="button" aria-expanded="false" aria-controls="services-menu" aria-label={strings.ui.servicesSubmenu}>
                    <Icon name="chevron" size={16} />
                  </button>
                  <ul className="dd-menu" id="services-menu">
                    <li>
                      <a href={routes.href('services', locale)}>{strings.ui.allServices}</a>
                    </li>
                    {content.services.map((service) => {
                      const key = routeKey.service(service);
                      return (
                        <li key={key}>
                          <a href={routes.href(key, locale)} aria-current={route.key === key ? 'page' : undefined}>
                            {service.locales[locale].name}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <a className="lang-switch" href={encodePath(route.counterpart)} hrefLang={other} lang={other} data-lang-switch={other}>
          <span className="sr">{content.strings[other].ui.languageName}: </span>
          {LANGUAGE_CODES[other]}
        </a>
      </div>
    </header>
  );
}

const SOCIAL: { key: 'whatsapp' | 'instagram' | 'linkedin' | 'reviews'; icon: IconName }[] = [
  { key: 'whatsapp', icon: 'chat' },
  { key: 'instagram', icon: 'camera' },
  { key: 'linkedin', icon: 'briefcase' },
  { key: 'reviews', icon: 'star' },
];

function Footer(): ReactElement {
  const { locale, strings, content, routes, year } = useSite();
  const { site } = content;
  return (
    <footer className="site-footer">
      <div className="wrap footer-grid">
        <div className="footer-about">
          <p className="brand-name">{site.brand}</p>
          <p>{strings.footer.about}</p>
        </div>
        <nav aria-label={strings.ui.footerNav}>
          <h2>{strings.footer.quickLinks}</h2>
          <ul>
            {content.navigation.items.map((item) => (
              <li key={item.page}>
                <a href={routes.href(item.page, locale)}>{navName(item, locale)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{strings.footer.contact}</h2>
          <address>
            <p>
              <span className="sr">{strings.footer.addressLabel}: </span>
              {site.address.street}
              <br />
              {site.address.district}, {site.address.postalCode} {site.address.city}
            </p>
            <p>
              <span className="sr">{strings.footer.phoneLabel}: </span>
              <a href={telUrl(site)}>{site.phoneDisplay}</a>
            </p>
            <p>
              <span className="sr">{strings.footer.emailLabel}: </span>
              <a href={mailtoUrl(site)}>{site.email}</a>
            </p>
          </address>
        </div>
        <div>
          <h2>{strings.footer.follow}</h2>
          <ul className="social">
            {SOCIAL.map(({ key, icon }) => (
              <li key={key}>
                <a href={site.social[key]} target="_blank" rel="noopener">
                  <Icon name={icon} />
                  {strings.footer.social[key]}
                  <span className="sr"> {strings.ui.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
          <h2>{strings.footer.language}</h2>
          <p className="footer-langs">
            {(['en', 'tr'] as const).map((l) => (
              <a
                key={l}
                href={routes.href('home', l)}
                hrefLang={l}
                lang={l}
                aria-current={l === locale ? 'true' : undefined}
                data-lang-switch={l === locale ? undefined : l}
              >
                {content.strings[l].ui.languageName}
              </a>
            ))}
          </p>
        </div>
      </div>
      <p className="wrap copyright">
        © {year} {site.brand}. {strings.footer.rights}
      </p>
    </footer>
  );
}

function ChatLink(): ReactElement {
  const { strings, content } = useSite();
  return (
    <a className="chat" href={chatUrl(content.site, strings.ui.chatMessage)} target="_blank" rel="noopener" aria-label={strings.ui.chatLabel}>
      <Icon name="chat" size={26} />
    </a>
  );
}
