import { Link } from 'react-router-dom';
import { nepalYear } from '../../../shared/domain/nepal-time';
import { AppBanner } from './AppBanner';
import { AppleIcon, PlayIcon, SocialIcon } from './icons';
import { APP_STORES, companyLinks, HELP_LINKS, PAYMENT_PARTNERS, PHONES, SOCIAL_LINKS, STORE_LINKS, type FooterLink } from './links';
import { FOOTER_TEXT as T } from './messages';
import { Newsletter } from './Newsletter';
import { resourceRef } from '../resources/loaders';
import { useResource } from '../resources/useResource';
import './Footer.css';

function LinkColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav className="cg-footer__col" aria-labelledby={id}>
      <h2 id={id} className="cg-footer__heading">
        {title}
      </h2>
      <ul className="cg-footer__links">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Site footer (spec part 2 §2): newsletter sign-up, company pages (GET all-page), store pages,
 * help with the feedback link, phone contacts, app-store and social links, payment-partner
 * logos, and the mobile-only app banner. Everything is drawn here: no third-party images.
 */
export function Footer() {
  const year = nepalYear(Date.now());
  const [companyPages] = useResource(resourceRef('company-pages'));
  const company = companyLinks(companyPages.status === 'ok' ? companyPages.data : null);
  return (
    <footer className="cg-footer">
      <div className="cg-footer__news">
        <div className="cg-footer__inner">
          <Newsletter />
        </div>
      </div>
      <div className="cg-footer__inner cg-footer__grid">
        <div className="cg-footer__brand">
          <p className="cg-footer__wordmark">
            <span className="cg-footer__mark">CG</span> Digital
          </p>
          <p className="cg-footer__tagline">{T.tagline}</p>
          <h2 className="cg-footer__heading cg-footer__heading--small" id="footer-social">
            {T.followUs}
          </h2>
          <ul className="cg-footer__social" aria-labelledby="footer-social">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.network}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${s.label}${T.newTab}`}>
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
          <h2 className="cg-footer__heading cg-footer__heading--small" id="footer-apps">
            {T.getApp}
          </h2>
          <ul className="cg-footer__apps" aria-labelledby="footer-apps">
            <li>
              <a href={APP_STORES.ios} target="_blank" rel="noopener noreferrer">
                <AppleIcon />
                <span>App Store</span>
                <span className="cg-visually-hidden">{T.newTab}</span>
              </a>
            </li>
            <li>
              <a href={APP_STORES.android} target="_blank" rel="noopener noreferrer">
                <PlayIcon />
                <span>Google Play</span>
                <span className="cg-visually-hidden">{T.newTab}</span>
              </a>
            </li>
          </ul>
        </div>
        <LinkColumn id="footer-company" title={T.company} links={company} />
        <LinkColumn id="footer-stores" title={T.stores} links={STORE_LINKS} />
        <LinkColumn id="footer-help" title={T.help} links={HELP_LINKS} />
        <section className="cg-footer__col" aria-labelledby="footer-call">
          <h2 id="footer-call" className="cg-footer__heading">
            {T.callUs}
          </h2>
          <ul className="cg-footer__links cg-footer__phones">
            {PHONES.map((p) => (
              <li key={p.tel}>
                <span className="cg-footer__phone-label">{p.label}</span>
                <a href={`tel:${p.tel}`}>{p.number}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="cg-footer__inner cg-footer__payments">
        <h2 className="cg-footer__heading cg-footer__heading--inline" id="footer-pay">
          {T.weAccept}
        </h2>
        <ul className="cg-footer__partners" aria-labelledby="footer-pay">
          {PAYMENT_PARTNERS.map((p) => (
            <li key={p.slug} className={`cg-pay cg-pay--${p.slug}`}>
              {p.name}
            </li>
          ))}
        </ul>
      </div>
      <div className="cg-footer__bottom">
        <div className="cg-footer__inner">
          <p>{T.copyright(year)}</p>
          <p>{T.pricesNote}</p>
        </div>
      </div>
      <AppBanner />
    </footer>
  );
}
