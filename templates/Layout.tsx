/**
 * The shared frame of every page: skip link, fixed black header with logo, main
 * navigation with the services dropdown, language switch and mobile menu; footer with quick links, contact
 * details, four social links, language list and copyright; the floating chat link; the toast region.
 */
import type { ReactElement, ReactNode } from 'react';
import { Head } from './Head.tsx';
import { Icon, type IconName } from './icons.tsx';
import { Image } from './Image.tsx';
import { IMAGE_PLACES } from '../src/content/images/image-places.ts';
import { useView } from './view-context.tsx';
import type { NavItemView } from '../src/site/view-types.ts';

/** The whole document of a page: `<html lang>`, head, the shared frame around `children`. */
export function Layout({ children }: { children: ReactNode }): ReactElement {
  const { frame } = useView();
  return (
    <html lang={frame.lang}>
      <Head />
      <body>
        <a className="skip" href="#main">
          {frame.strings.ui.skipToContent}
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <a
          className="chat"
          href={frame.contact.chat}
          target="_blank"
          rel="noopener"
          aria-label={frame.strings.ui.chatLabel}
        >
          <Icon name="chat" size={26} />
        </a>
        <div className="toast" id="toast" role="status" data-message={frame.strings.ui.languageChanged} />
      </body>
    </html>
  );
}

/** The fixed header: logo, main navigation (the mobile menu), language switch. */
function Header(): ReactElement {
  const { frame, page } = useView();
  const { ui } = frame.strings;
  return (
    <header className="site-header" id="top">
      <div className="wrap header-bar">
        <a className="brand" href={frame.homeHref}>
          <Image image={frame.logo} alt="" sizes={IMAGE_PLACES.logo.sizes} eager className="logo" />
          <span>{frame.brand}</span>
        </a>
        <a className="menu-open" href="#menu" aria-controls="menu" data-menu-toggle="">
          <Icon name="menu" />
          <span>{ui.menu}</span>
        </a>
        <nav className="nav" id="menu" aria-label={ui.mainNav}>
          <a className="menu-close" href="#top" data-menu-close="">
            <Icon name="close" />
            <span className="sr">{ui.closeMenu}</span>
          </a>
          <ul className="nav-list">
            {frame.nav.map((item) => (
              <NavItem key={item.page} item={item} />
            ))}
          </ul>
        </nav>
        {/* This page in each other language. */}
        {page.switch.map((other) => (
          <a
            key={other.code}
            className="lang-switch"
            href={other.href}
            hrefLang={other.hreflang}
            lang={other.code}
            data-lang-switch={other.code}
          >
            <span className="sr">{other.name}: </span>
            {other.label}
          </a>
        ))}
      </div>
    </header>
  );
}

/**
 * One item of the main navigation: `aria-current` on the page or its section. The services item opens a dropdown:
 * all services, then each one (`aria-current` on this page's).
 */
function NavItem({ item }: { item: NavItemView }): ReactElement {
  const { frame, page } = useView();
  const current = page.key === item.page ? 'page' : page.section === item.page ? 'true' : undefined;
  const link = (
    <a href={item.href} aria-current={current}>
      {item.label}
    </a>
  );
  if (!item.dropdown) return <li>{link}</li>;
  return (
    <li className="dd" data-dropdown="">
      {link}
      <button
        className="dd-toggle"
        type="button"
        aria-expanded="false"
        aria-controls="services-menu"
        aria-label={frame.strings.ui.servicesSubmenu}
      >
        <Icon name="chevron" size={16} />
      </button>
      <ul className="dd-menu" id="services-menu">
        <li>
          <a href={item.dropdown.allHref}>{item.dropdown.allLabel}</a>
        </li>
        {item.dropdown.items.map((entry) => (
          <li key={entry.key}>
            <a href={entry.href} aria-current={page.key === entry.key ? 'page' : undefined}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

const SOCIAL_ICONS: Record<'whatsapp' | 'instagram' | 'linkedin' | 'reviews', IconName> = {
  whatsapp: 'chat',
  instagram: 'camera',
  linkedin: 'briefcase',
  reviews: 'star',
};

/**
 * The footer: about blurb, quick links, plan links, contact details, the four social links (each opening in a new
 * tab), languages, copyright.
 */
function Footer(): ReactElement {
  const { frame } = useView();
  const { footer } = frame.strings;
  return (
    <footer className="site-footer">
      <div className="wrap footer-grid">
        <div className="footer-about">
          <p className="brand-name">{frame.brand}</p>
          <p>{footer.about}</p>
        </div>
        <FooterLinks heading={footer.quickLinks} links={frame.nav} label={frame.strings.ui.footerNav} />
        {frame.plan.links.length > 0 ? (
          <FooterLinks heading={frame.plan.heading} links={frame.plan.links} titleId="footer-plan" />
        ) : null}
        <FooterContact />
        <div>
          <h2>{footer.follow}</h2>
          <ul className="social">
            {frame.social.map(({ key, href, label }) => (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener">
                  <Icon name={SOCIAL_ICONS[key]} />
                  {label}
                  <span className="sr"> {frame.strings.ui.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
          {/* Each language's home page, the current one marked. */}
          <h2 className="footer-langs-title">{footer.language}</h2>
          <p className="footer-langs">
            {frame.languages.map((l) => (
              <a
                key={l.code}
                href={l.href}
                hrefLang={l.hreflang}
                lang={l.code}
                aria-current={l.current ? 'true' : undefined}
                data-lang-switch={l.current ? undefined : l.code}
              >
                {l.name}
              </a>
            ))}
          </p>
        </div>
      </div>
      <p className="wrap copyright">
        © {frame.year} {frame.brand}. {footer.rights}
      </p>
    </footer>
  );
}

type FooterLinksProps = {
  heading: string;
  links: readonly { href: string; label: string }[];
  label?: string;
  titleId?: string;
};

/** A column of the footer's links under its heading: the main navigation's copy, or the plan links. */
function FooterLinks({ heading, links, label, titleId }: FooterLinksProps): ReactElement {
  return (
    <nav aria-label={label} aria-labelledby={titleId}>
      <h2 id={titleId}>{heading}</h2>
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

/** The footer's address, phone and e-mail. */
function FooterContact(): ReactElement {
  const { contact, strings } = useView().frame;
  const { footer } = strings;
  return (
    <div>
      <h2>{footer.contact}</h2>
      <address>
        <p>
          <span className="sr">{footer.addressLabel}: </span>
          {contact.addressLines[0]}
          <br />
          {contact.addressLines[1]}
        </p>
        <p>
          <span className="sr">{footer.phoneLabel}: </span>
          <a href={contact.tel}>{contact.phoneDisplay}</a>
        </p>
        <p>
          <span className="sr">{footer.emailLabel}: </span>
          <a href={contact.mailto}>{contact.email}</a>
        </p>
      </address>
    </div>
  );
}
