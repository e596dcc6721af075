import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ProductCard } from '../../../shared/api/types';
import { effectivePrice, formatNpr } from '../../../shared/domain/money';
import { productPath, searchPath } from '../../../shared/domain/slug';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SearchIcon } from './icons';
import { HEADER_TEXT as T } from './messages';
import { SUGGESTION_HIDE_DELAY_MS } from './searchRules';
import { selectSearch } from './selectors';
import { isSearchable, searchTyped } from './slice';

/**
 * The header search (spec part 1 §2, §5, §9): an ARIA combobox. Suggestions are searched only
 * above 2 characters (debounced by the header saga), show the first 5 products, say
 * 'No Search Product Found.' when nothing matches, and hide 500 ms after the box loses focus.
 * Arrow keys move through the suggestions, Enter opens the highlighted product or, with none
 * highlighted, submits to /search/{keywords}; Escape closes the list.
 */
export function SearchBox({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { query, status, results } = useAppSelector(selectSearch);
  const id = useId().replace(/:/g, '');
  const inputId = `search-${id}`;
  const listId = `search-${id}-list`;
  const optionId = (i: number) => `search-${id}-opt-${i}`;

  const [visible, setVisible] = useState(false);
  const [active, setActive] = useState(-1);
  const [hint, setHint] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const cancelHide = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  useEffect(() => cancelHide, []);

  // Another page: the list closes.
  useEffect(() => {
    setVisible(false);
    setActive(-1);
    setHint(false);
  }, [location.pathname]);

  // New suggestions: nothing highlighted.
  useEffect(() => setActive(-1), [results]);

  const searchable = isSearchable(query);
  const hasResults = searchable && results.length > 0;
  const noMatch = searchable && status === 'done' && results.length === 0;
  const open = visible && (hasResults || noMatch || hint);
  const listOpen = visible && hasResults;

  const openProduct = (p: ProductCard) => {
    setVisible(false);
    navigate(productPath(p.name, p.id));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (active >= 0 && listOpen && results[active]) {
      openProduct(results[active]);
      return;
    }
    const keywords = query.trim();
    if (!isSearchable(keywords)) {
      setHint(true);
      setVisible(true);
      return;
    }
    setVisible(false);
    navigate(searchPath(keywords));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hasResults) return;
      event.preventDefault();
      setVisible(true);
      const n = results.length;
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1 >= n ? 0 : i + 1) : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setVisible(false);
        setActive(-1);
      }
    }
  };

  return (
    <form
      role="search"
      className={`cg-search${open ? ' is-open' : ''}${className ? ` ${className}` : ''}`}
      onSubmit={submit}
      action="/search/"
      method="get"
    >
      <label htmlFor={inputId} className="cg-visually-hidden">
        {T.searchLabel}
      </label>
      <div className="cg-search__field">
        <input
          ref={inputRef}
          id={inputId}
          className="cg-search__input"
          name="keywords"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listOpen ? listId : undefined}
          aria-activedescendant={listOpen && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={T.searchPlaceholder}
          value={query}
          onChange={(event) => {
            setHint(false);
            setVisible(true);
            dispatch(searchTyped(event.target.value));
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            cancelHide();
            setVisible(true);
          }}
          onBlur={() => {
            cancelHide();
            hideTimer.current = setTimeout(() => {
              hideTimer.current = null;
              setVisible(false);
              setActive(-1);
              setHint(false);
            }, SUGGESTION_HIDE_DELAY_MS);
          }}
        />
        <button type="submit" className="cg-search__submit" aria-label={T.searchButton}>
          <SearchIcon />
        </button>
      </div>
      {open ? (
        <div className="cg-search__popup">
          {listOpen ? (
            <>
              <ul id={listId} role="listbox" aria-label={T.suggestions} className="cg-search__list">
                {results.map((p, i) => (
                  <li
                    key={p.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    className={`cg-search__option${i === active ? ' is-active' : ''}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(i)}
                    onClick={() => openProduct(p)}
                  >
                    <img src={p.featured_image} alt="" width={44} height={44} loading="lazy" decoding="async" />
                    <span className="cg-search__option-text">
                      <span className="cg-search__option-name">{p.name}</span>
                      <span className="cg-search__option-meta">
                        {p.brand ? <span>{p.brand}</span> : null}
                        <span className="cg-search__option-price">{formatNpr(effectivePrice(p.price, p.discount_price))}</span>
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="cg-search__all"
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setVisible(false);
                  navigate(searchPath(query.trim()));
                }}
              >
                {T.seeAll(query.trim())}
              </button>
            </>
          ) : noMatch ? (
            <p className="cg-search__empty" role="status">
              {T.noResults}
            </p>
          ) : hint ? (
            <p className="cg-search__empty">{T.tooShort}</p>
          ) : null}
        </div>
      ) : null}
      <p className="cg-visually-hidden" role="status" aria-live="polite">
        {visible && hasResults && status === 'done' ? T.suggestionCount(results.length) : ''}
      </p>
    </form>
  );
}
