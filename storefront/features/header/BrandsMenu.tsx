import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Brand } from '../../../shared/api/catalogue';
import { brandPath } from '../../../shared/domain/slug';
import { ChevronDownIcon } from './icons';
import { HEADER_TEXT as T } from './messages';
import { useRouteDisclosure } from './useRouteDisclosure';

/** The BRANDS menu: a disclosure of brand logo links (/brand-{brand_url}). */
export function BrandsMenu({ brands }: { brands: Brand[] }) {
  const { open, setOpen, rootRef, buttonRef, toggle } = useRouteDisclosure();
  const panelId = `brands-${useId().replace(/:/g, '')}`;
  return (
    <div className="cg-brands" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`cg-nav__button${open ? ' is-open' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        disabled={!brands.length}
      >
        {T.brands}
        <ChevronDownIcon />
      </button>
      <div id={panelId} className="cg-brands__panel" hidden={!open}>
        {open ? (
          <>
            <p className="cg-brands__title">{T.allBrands}</p>
            <ul className="cg-brands__grid" aria-label={T.brandsLabel}>
              {brands.map((b) => (
                <li key={b.brand_url}>
                  <Link className="cg-brands__link" to={brandPath(b.brand_url)} onClick={() => setOpen(false)}>
                    {b.image ? <img src={b.image} alt={b.name} width={120} height={50} loading="lazy" decoding="async" /> : b.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
