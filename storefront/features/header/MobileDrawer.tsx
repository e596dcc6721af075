import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Brand, Category } from '../../../shared/api/catalogue';
import { MenuIcon } from './icons';
import { HEADER_TEXT as T } from './messages';

const loadPanel = () => import('./MobileDrawerPanel');
const Drawer = lazy(() => loadPanel().then((m) => ({ default: m.Drawer })));
/** Fetches the panel ahead of the press; a failure shows when the drawer is opened. */
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * The mobile category drawer's menu button. The drawer itself (MobileDrawerPanel) is only
 * fetched when the shopper reaches for the button, so it stays out of the code every page loads.
 */
export function MobileDrawer({ categories, brands }: { categories: Category[]; brands: Brand[] }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="cg-header__action cg-drawer__open"
        aria-label={T.openMenu}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Drawer categories={categories} brands={brands} onClose={() => setOpen(false)} returnFocus={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
