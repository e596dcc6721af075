import type { ReactNode } from 'react';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import './AuthPages.css';

interface Props {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}

const BENEFITS = [
  'Genuine brands with manufacturer warranty',
  'Collect CG|Coins on every purchase',
  'Flexi Pay instalments on eligible products',
  'Delivery and service across Nepal',
];

/** The frame of the login and registration pages: a brand panel beside the form card. */
export function AuthShell({ title, intro, children, footer }: Props) {
  return (
    <>
      <PageHead head={titleHead(title)} />
      <div className="cg-auth">
        <div className="cg-auth__panel">
          <p className="cg-auth__panel-eyebrow">CG Digital</p>
          <p className="cg-auth__panel-title">Electronics and appliances you can count on.</p>
          <ul className="cg-auth__benefits">
            {BENEFITS.map((b) => (
              <li key={b}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {b}
              </li>
            ))}
          </ul>
          <p className="cg-auth__panel-help">
            Need help? Call us toll-free at <a href="tel:16600100211">16600100211</a>.
          </p>
        </div>
        <section className="cg-auth__card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="cg-auth__title">
            {title}
          </h1>
          <p className="cg-auth__intro">{intro}</p>
          {children}
          <div className="cg-auth__footer">{footer}</div>
        </section>
      </div>
    </>
  );
}
