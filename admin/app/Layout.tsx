import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { StaffArea } from '../../shared/domain/staff-roles';
import { useSession } from './session';

const SECTIONS: readonly { to: string; label: string; area: StaffArea | null; end?: boolean }[] = [
  { to: '/', label: 'Dashboard', area: 'dashboard', end: true },
  { to: '/orders', label: 'Orders', area: 'operations' },
  { to: '/bookings', label: 'Bookings', area: 'operations' },
  { to: '/products', label: 'Products', area: 'catalogue' },
  { to: '/promotions', label: 'Promotions', area: 'catalogue' },
  { to: '/content', label: 'Content', area: 'catalogue' },
  { to: '/inbox', label: 'Inbox', area: 'support' },
  { to: '/staff', label: 'Staff', area: 'staff' },
  { to: '/account', label: 'My account', area: null },
];

/** The frame of every signed-in screen: the sections this member's role may use, and sign-out. */
export function Layout({ children }: { children: ReactNode }) {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const staff = session.staff!;
  return (
    <div className="ad-shell">
      <a className="ad-skip" href="#main">
        Skip to content
      </a>
      <header className="ad-bar">
        <p className="ad-bar__brand">
          <span className="ad-bar__logo" aria-hidden="true">
            CG
          </span>
          Back office
        </p>
        <button
          type="button"
          className="ad-button ad-button--quiet ad-bar__menu"
          aria-expanded={menuOpen}
          aria-controls="ad-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          Menu
        </button>
        <nav id="ad-nav" className={`ad-nav${menuOpen ? ' ad-nav--open' : ''}`} aria-label="Back office">
          <ul className="ad-nav__list">
            {SECTIONS.filter((s) => s.area === null || session.may(s.area)).map((s) => (
              <li key={s.to}>
                <NavLink to={s.to} end={s.end} className="ad-nav__link" onClick={() => setMenuOpen(false)}>
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="ad-nav__who">
            <span className="ad-nav__name">{staff.name}</span> <span className="ad-nav__role">{staff.role}</span>
          </p>
          <button type="button" className="ad-button ad-button--quiet" onClick={() => void session.signOut()}>
            Sign out
          </button>
        </nav>
      </header>
      <main id="main" className="ad-main">
        {children}
      </main>
    </div>
  );
}
