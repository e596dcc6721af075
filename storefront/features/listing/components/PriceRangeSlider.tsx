import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { PriceBounds } from '../../../../shared/api/types';
import { PRICE_FORM_FIELDS, type PriceRange } from '../../../../shared/domain/listing-query';
import { formatNpr } from '../../../../shared/domain/money';
import { LISTING_TEXT as T } from '../messages';

/** A step that gives the slider about 100 positions: 1, 2 or 5 times a power of ten. */
export function sliderStep(span: number): number {
  if (!(span > 0)) return 1;
  const raw = span / 100;
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * pow >= raw) return Math.max(1, m * pow);
  return Math.max(1, 10 * pow);
}

/**
 * The slider's ends are the listing's real lowest and highest price (widened to the applied range):
 * the thumbs move in whole steps from the lowest price, and the last position, `top`, a whole
 * step count away, stands for the highest price.
 */
export function sliderBounds(bounds: PriceBounds, applied: PriceRange | null) {
  const min = Math.min(bounds.min, applied?.min ?? bounds.min);
  const max = Math.max(bounds.max, applied?.max ?? bounds.max);
  const step = sliderStep(max - min);
  return { min, max, step, top: min + Math.ceil((max - min) / step) * step };
}

/** The price at a thumb position: the last position is the highest price. */
export const priceAt = (position: number, max: number) => Math.min(position, max);
/** The thumb position of a price: the highest price sits at the last position. */
export const positionOf = (price: number, max: number, top: number) => (price >= max ? top : price);

export interface PriceRangeSliderProps {
  /** The listing's price_range. */
  bounds: PriceBounds;
  /** The applied range (from the URL), or null. */
  value: PriceRange | null;
  /** Called when a thumb is released with a changed range; null when it spans everything again. */
  onCommit: (range: PriceRange | null) => void;
  title?: string;
  /** The listing's GET form: without JavaScript the shopper types the prices into it instead. */
  form?: string;
}

/** Key presses are applied once the keys rest this long (one reload per adjustment, not per step). */
export const KEY_COMMIT_DELAY = 600;

/**
 * The price range slider labelled 'NPR x': two thumbs (native range inputs, so keyboard and
 * screen readers work), applied on release (pointer up, or keys at rest, or leaving the thumb).
 */
export function PriceRangeSlider({ bounds, value, onCommit, title = T.price, form }: PriceRangeSliderProps) {
  const id = useId();
  const { min, max, step, top } = sliderBounds(bounds, value);
  const start: [number, number] = [value?.min ?? min, value?.max ?? max];
  const [lo, setLo] = useState(start[0]);
  const [hi, setHi] = useState(start[1]);
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const current = useRef<[number, number]>(start);
  current.current = [lo, hi];

  // The URL (or the listing) changed: show what is applied now.
  useEffect(() => {
    setLo(value?.min ?? min);
    setHi(value?.max ?? max);
    pending.current = false;
  }, [value?.min, value?.max, min, max]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const commit = () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (!pending.current) return;
    pending.current = false;
    const [a, b] = current.current;
    const full = a <= min && b >= max;
    if (full) {
      if (value) onCommit(null);
      return;
    }
    if (value && value.min === a && value.max === b) return;
    onCommit({ min: a, max: b });
  };

  const commitSoon = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(commit, KEY_COMMIT_DELAY);
  };

  const disabled = max <= min;
  const pct = (v: number) => (disabled ? 0 : ((positionOf(v, max, top) - min) / (top - min)) * 100);
  const fill: CSSProperties = { left: `${pct(lo)}%`, right: `${100 - pct(hi)}%` };
  const handlers = {
    onPointerUp: commit,
    onMouseUp: commit,
    onTouchEnd: commit,
    onKeyUp: commitSoon,
    onBlur: commit,
  };

  return (
    <section className="cg-filter-box cg-price" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cg-filter-box__title">
        {title}
      </h2>
      <p className="cg-price__values" aria-hidden="true">
        <span>{formatNpr(lo)}</span>
        <span>{formatNpr(hi)}</span>
      </p>
      <div className="cg-price__slider">
        <div className="cg-price__track" aria-hidden="true">
          <div className="cg-price__fill" style={fill} />
        </div>
        <input
          type="range"
          className="cg-price__input cg-price__input--min"
          style={lo > min + (max - min) / 2 ? { zIndex: 3 } : undefined}
          aria-label={T.minPrice}
          aria-valuetext={formatNpr(lo)}
          min={min}
          max={top}
          step={step}
          value={positionOf(lo, max, top)}
          disabled={disabled}
          onChange={(e) => {
            pending.current = true;
            setLo(Math.min(priceAt(Number(e.target.value), max), hi));
          }}
          {...handlers}
        />
        <input
          type="range"
          className="cg-price__input cg-price__input--max"
          aria-label={T.maxPrice}
          aria-valuetext={formatNpr(hi)}
          min={min}
          max={top}
          step={step}
          value={positionOf(hi, max, top)}
          disabled={disabled}
          onChange={(e) => {
            pending.current = true;
            setHi(Math.max(priceAt(Number(e.target.value), max), lo));
          }}
          {...handlers}
        />
      </div>
      {form ? (
        <noscript>
          <div className="cg-price__typed">
            <label className="cg-price__field">
              <span>{T.minPrice}</span>
              <input type="number" name={PRICE_FORM_FIELDS.min} form={form} min={0} step="any" inputMode="numeric" defaultValue={start[0]} />
            </label>
            <label className="cg-price__field">
              <span>{T.maxPrice}</span>
              <input type="number" name={PRICE_FORM_FIELDS.max} form={form} min={0} step="any" inputMode="numeric" defaultValue={start[1]} />
            </label>
            <input type="hidden" name={PRICE_FORM_FIELDS.floor} form={form} value={min} />
            <input type="hidden" name={PRICE_FORM_FIELDS.ceiling} form={form} value={max} />
          </div>
        </noscript>
      ) : null}
    </section>
  );
}
