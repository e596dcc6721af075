import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Brand, Category } from '../../../shared/api/catalogue';
import { brandPath, categoryPath, subCategoryPath, typePath } from '../../../shared/domain/slug';
import { activeElementOf, focusableWithin } from '../../../shared/ui/focus';
import { ChevronDownIcon, CloseIcon } from './icons';
import { Logo } from './Logo';
import { HEADER_TEXT as T } from './messages';

/**
 * The mobile drawer's panel (its own chunk, loaded when the menu button is first pointed at or
 * pressed): a labelled modal dialog sliding in from the left, with focus kept inside (Tab
 * cycles), Escape and the backdrop closing it, and focus returned to the menu button.
 * Categories, their sub-categories and brands are disclosures.
 */
export function Drawer({
  categories,
  brands,
  onClose,
  returnFocus,
}: {
  categories: Category[];
  brands: Brand[];
  onClose: () => void;
  returnFocus: { current: HTMLElement | null };
}) {
  const id = useId().replace(/:/g, '');
  const titleId = `drawer-${id}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const [brandsOpen, setBrandsOpen] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const panel = panelRef.current;
    const closeButton = panel?.querySelector<HTMLElement>('.cg-drawer__close');
    (closeButton ?? panel)?.focus();
    const back = returnFocus.current;
    return () => {
      if (back?.isConnected) back.focus();
    };
  }, [returnFocus]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const doc = panel.ownerDocument;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(panel);
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      const activeEl = activeElementOf(panel);
      const inside = !!activeEl && panel.contains(activeEl);
      if (event.shiftKey && (activeEl === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (activeEl === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    doc.addEventListener('keydown', onKey, true);
    const before = doc.body.style.overflow;
    doc.body.style.overflow = 'hidden';
    return () => {
      doc.removeEventListener('keydown', onKey, true);
      doc.body.style.overflow = before;
    };
  }, []);

  return (
    <div
      className="cg-drawer"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panelRef} className="cg-drawer__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="cg-drawer__head">
          <Logo className="cg-drawer__logo" />
          <h2 id={titleId} className="cg-visually-hidden">
            {T.menuTitle}
          </h2>
          <button type="button" className="cg-drawer__close" aria-label={T.closeMenu} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav className="cg-drawer__body" aria-label={T.categoriesNav}>
          <p className="cg-drawer__heading">{T.shopByCategory}</p>
          <ul className="cg-drawer__list">
            {categories.map((c) => {
              const expanded = openCategory === c.category_url;
              const listId = `drawer-${id}-${c.category_url}`;
              return (
                <li key={c.category_url} className="cg-drawer__item">
                  <button
                    type="button"
                    className="cg-drawer__toggle"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    onClick={() => setOpenCategory(expanded ? null : c.category_url)}
                  >
                    {c.icon ? <img src={c.icon} alt="" width={28} height={28} /> : null}
                    <span>{c.name}</span>
                    <ChevronDownIcon />
                  </button>
                  <ul id={listId} className="cg-drawer__sub" hidden={!expanded}>
                    <li>
                      <Link className="cg-drawer__link cg-drawer__link--all" to={categoryPath(c.category_url)}>
                        {T.viewCategory(c.name)}
                      </Link>
                    </li>
                    {(c.subCategories ?? []).map((s) => (
                      <li key={s.sub_category_url}>
                        <Link className="cg-drawer__link" to={subCategoryPath(s.sub_category_url)}>
                          {s.name}
                        </Link>
                        {s.subCategoryTypes?.length ? (
                          <ul className="cg-drawer__types">
                            {s.subCategoryTypes.map((t) => (
                              <li key={t.sub_category_type_url}>
                                <Link className="cg-drawer__type" to={typePath(t.sub_category_type_url)}>
                                  {t.name}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            {brands.length ? (
              <li className="cg-drawer__item">
                <button
                  type="button"
                  className="cg-drawer__toggle"
                  aria-expanded={brandsOpen}
                  aria-controls={`drawer-${id}-brands`}
                  onClick={() => setBrandsOpen((v) => !v)}
                >
                  <span>{T.brands}</span>
                  <ChevronDownIcon />
                </button>
                <ul id={`drawer-${id}-brands`} className="cg-drawer__sub cg-drawer__brands" hidden={!brandsOpen}>
                  {brands.map((b) => (
                    <li key={b.brand_url}>
                      <Link className="cg-drawer__link" to={brandPath(b.brand_url)}>
                        {b.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ) : null}
          </ul>
          <ul className="cg-drawer__extra">
            <li>
              <Link to="/flash-sales/">{T.flashSales}</Link>
            </li>
            <li>
              <Link to="/products/cg-exclusive/view-all">{T.cgExclusive}</Link>
            </li>
            <li>
              <Link to="/products/new-arrivals/view-all">{T.newArrivals}</Link>
            </li>
            <li>
              <Link to="/products/compare/">{T.compare}</Link>
            </li>
            <li>
              <Link to="/stores/lg-shoppe">{T.stores}</Link>
            </li>
            <li>
              <Link to="/service-centers/">{T.serviceCenters}</Link>
            </li>
            <li>
              <Link to="/page/contact-us">{T.contactUs}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
