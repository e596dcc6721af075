import { Link } from 'react-router-dom';
import { COMPANY_LINKS, HELP_LINKS, PAYMENT_PARTNERS, PHONES, STORE_LINKS, type FooterLink } from './links';
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

/** Site footer: company pages, stores, help, phone contacts, payment partners, copyright. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="cg-footer">
      <div className="cg-footer__inner">
        <div className="cg-footer__brand">
          <p className="cg-footer__wordmark">
            <span className="cg-footer__mark">CG</span> Digital
          </p>
          <p className="cg-footer__tagline">
            Electronics and home appliances from trusted brands, with stores and service centres across Nepal.
          </p>
        </div>
        <LinkColumn id="footer-company" title="Company" links={COMPANY_LINKS} />
        <LinkColumn id="footer-stores" title="Stores" links={STORE_LINKS} />
        <LinkColumn id="footer-help" title="Help" links={HELP_LINKS} />
        <section className="cg-footer__col" aria-labelledby="footer-call">
          <h2 id="footer-call" className="cg-footer__heading">
            Call us
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
          We accept
        </h2>
        <ul className="cg-footer__partners" aria-labelledby="footer-pay">
          {PAYMENT_PARTNERS.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
      <div className="cg-footer__bottom">
        <div className="cg-footer__inner">
          <p>© {year} CG Digital. All rights reserved.</p>
          <p>Prices in NPR, inclusive of VAT.</p>
        </div>
      </div>
    </footer>
  );
}
