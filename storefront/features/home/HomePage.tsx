import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLoyalty, selectUser } from '../session/selectors';
import { CategoryTiles } from './CategoryTiles';
import { selectHomeCategories } from './selectors';
import { categoriesRequested } from './slice';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import './Home.css';

const BENEFITS = [
  { title: 'Genuine brands', text: 'Official products with manufacturer warranty.', icon: 'shield' },
  { title: 'Collect CG|Coins', text: 'Earn loyalty points on every purchase.', icon: 'coin' },
  { title: 'Flexi Pay', text: 'Easy instalments on eligible products.', icon: 'card' },
  { title: 'Across Nepal', text: 'Delivery, stores and service centres nationwide.', icon: 'pin' },
] as const;

/** '/': the landing page — greeting, what the store offers, and 'Shop by category'. */
export function HomePage() {
  const user = useAppSelector(selectUser);
  const points = useAppSelector(selectLoyalty);
  const categories = useAppSelector(selectHomeCategories);
  const dispatch = useAppDispatch();
  useDocumentTitle(null);

  useEffect(() => {
    dispatch(categoriesRequested());
  }, [dispatch]);

  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';

  return (
    <div className="cg-home">
      <section className="cg-home__hero" aria-labelledby="home-title">
        <div className="cg-home__hero-inner">
          <p className="cg-home__eyebrow">CG Digital</p>
          {user ? (
            <>
              <h1 id="home-title" className="cg-home__title">
                Welcome back, {firstName}!
              </h1>
              <p className="cg-home__lead">
                You have <strong>{points} CG|Coins</strong> to spend. Discover the latest electronics and home appliances,
                priced in NPR.
              </p>
              <div className="cg-home__actions">
                <Link className="cg-button cg-home__cta" to="/user/account/">
                  My account
                </Link>
                <Link className="cg-button cg-home__cta-outline" to="/user/wishlist/">
                  My wishlist
                </Link>
              </div>
            </>
          ) : (
            <>
              <h1 id="home-title" className="cg-home__title">
                Electronics and home appliances for every home in Nepal
              </h1>
              <p className="cg-home__lead">
                TVs, refrigerators, phones, laptops and more from the brands you trust — with CG|Coins on every purchase.
              </p>
              <div className="cg-home__actions">
                <Link className="cg-button cg-home__cta" to="/user/register">
                  Create Account
                </Link>
                <Link className="cg-button cg-home__cta-outline" to="/user/login">
                  Login
                </Link>
              </div>
            </>
          )}
        </div>
        <HeroArt />
      </section>

      <section className="cg-home__benefits" aria-label="Why shop with CG Digital">
        <ul>
          {BENEFITS.map((b) => (
            <li key={b.title}>
              <BenefitIcon name={b.icon} />
              <div>
                <p className="cg-home__benefit-title">{b.title}</p>
                <p className="cg-home__benefit-text">{b.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <CategoryTiles categories={categories} />
    </div>
  );
}

/** Decorative line drawing of a TV, a phone and a speaker (wide screens only). */
function HeroArt() {
  return (
    <svg className="cg-home__art" viewBox="0 0 420 300" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <rect x="40" y="30" width="300" height="180" rx="14" />
        <rect x="58" y="48" width="264" height="144" rx="6" opacity="0.5" />
        <path d="M160 210v26M220 210v26M130 240h120" />
        <rect x="300" y="120" width="86" height="160" rx="14" />
        <rect x="312" y="138" width="62" height="112" rx="4" opacity="0.5" />
        <circle cx="343" cy="264" r="5" />
        <rect x="10" y="170" width="70" height="110" rx="12" />
        <circle cx="45" cy="245" r="20" />
        <circle cx="45" cy="198" r="9" />
      </g>
    </svg>
  );
}

function BenefitIcon({ name }: { name: (typeof BENEFITS)[number]['icon'] }) {
  const paths: Record<typeof name, string> = {
    shield: 'M12 3 5 6v5c0 4.4 3 8.3 7 9.5 4-1.2 7-5.1 7-9.5V6l-7-3zm-3 9 2 2 4-4',
    coin: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v10m-3-7.5c0-1 1.3-1.5 3-1.5s3 .6 3 1.7c0 2.6-6 1.3-6 3.9 0 1.1 1.3 1.9 3 1.9s3-.6 3-1.6',
    card: 'M3 6h18v12H3zM3 10h18M7 15h4',
    pin: 'M12 21s7-6.1 7-11.5A7 7 0 0 0 5 9.5C5 14.9 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  };
  return (
    <span className="cg-home__benefit-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

