import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { Header } from '../features/header/Header';
import { selectIsLoading } from '../features/ui/selectors';
import { useAppSelector } from './hooks';
import { nearViewportPart } from './NearViewportPart';
import '../../shared/ui/theme.css';
import '../../shared/ui/secondary-buttons.css';
import './Layout.css';

/** The footer's code comes when the shopper nears it (NearViewportPart). */
const Footer = nearViewportPart('cg-footer-part', () => import('../features/footer/Footer').then((m) => m.Footer));

/** Every page: skip link, header, the route's content, footer and the loading overlay. */
export function Layout() {
  const loading = useAppSelector(selectIsLoading);
  return (
    <div className="cg-app">
      <a className="cg-skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="cg-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <LoadingOverlay active={loading} />
      <ScrollRestoration />
    </div>
  );
}

/** Shown in the page area while a route's code is loading for the first time. */
export function PageFallback() {
  return <div className="cg-page-fallback" aria-hidden="true" />;
}
