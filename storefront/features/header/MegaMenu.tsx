import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from '../../../shared/api/catalogue';
import { categoryPath, subCategoryPath, typePath } from '../../../shared/domain/slug';
import { ChevronDownIcon, ChevronRightIcon, MenuIcon } from './icons';
import { HEADER_TEXT as T } from './messages';
import { MEGA_MENU_NARROW_ABOVE } from './searchRules';
import { useRouteDisclosure } from './useRouteDisclosure';

/** A category's panel uses the narrower column layout when it has more than 16 sub-categories. */
export const isNarrowCategory = (c: Category) => (c.subCategories?.length ?? 0) > MEGA_MENU_NARROW_ABOVE;

/**
 * The mega menu (desktop): 'All Categories' opens a panel; each category is a disclosure button
 * whose sub-categories (with their types) show beside the list. Pointing at a category or
 * pressing its button shows it; Escape or a click outside closes the menu.
 */
export function MegaMenu({ categories }: { categories: Category[] }) {
  const { open, setOpen, rootRef, buttonRef, toggle } = useRouteDisclosure();
  const [active, setActive] = useState(0);
  const id = useId().replace(/:/g, '');
  const panelId = `mega-${id}`;
  const current = Math.min(active, Math.max(0, categories.length - 1));

  return (
    <div className="cg-mega" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`cg-nav__button cg-mega__toggle${open ? ' is-open' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        disabled={!categories.length}
      >
        <MenuIcon size={20} />
        {T.allCategories}
        <ChevronDownIcon />
      </button>
      <div id={panelId} className="cg-mega__panel" hidden={!open}>
        {open ? (
          <ul className="cg-mega__cats">
            {categories.map((c, i) => {
              const subId = `${panelId}-cat-${i}`;
              const shown = i === current;
              return (
                <li key={c.category_url} className="cg-mega__cat">
                  <button
                    type="button"
                    className={`cg-mega__cat-button${shown ? ' is-active' : ''}`}
                    aria-expanded={shown}
                    aria-controls={subId}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => setActive(i)}
                  >
                    {c.icon ? <img src={c.icon} alt="" width={24} height={24} /> : null}
                    <span>{c.name}</span>
                    <ChevronRightIcon />
                  </button>
                  <div
                    id={subId}
                    className={`cg-mega__sub${isNarrowCategory(c) ? ' cg-mega__sub--narrow' : ''}`}
                    hidden={!shown}
                    data-testid={`mega-sub-${c.category_url}`}
                  >
                    <Link className="cg-mega__all" to={categoryPath(c.category_url)} onClick={() => setOpen(false)}>
                      {T.viewCategory(c.name)}
                      <ChevronRightIcon />
                    </Link>
                    <ul className="cg-mega__cols">
                      {(c.subCategories ?? []).map((s) => (
                        <li key={s.sub_category_url} className="cg-mega__group">
                          <Link className="cg-mega__sub-link" to={subCategoryPath(s.sub_category_url)} onClick={() => setOpen(false)}>
                            {s.name}
                          </Link>
                          {s.subCategoryTypes?.length ? (
                            <ul className="cg-mega__types">
                              {s.subCategoryTypes.map((t) => (
                                <li key={t.sub_category_type_url}>
                                  <Link className="cg-mega__type-link" to={typePath(t.sub_category_type_url)} onClick={() => setOpen(false)}>
                                    {t.name}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
