import { useEffect, useId, useRef, useState } from 'react';
import type { ProductCoupon } from '../../../../shared/api/catalogue';
import { PRODUCT_TEXT as T } from '../messages';

/** Puts text on the clipboard: the async Clipboard API, else a hidden textarea and execCommand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the old way */
  }
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** One coupon: its code and description, and 'Collect' with the 'Click to Copy' / 'Copied: {code}' tooltip. */
function CouponRow({ coupon }: { coupon: ProductCoupon }) {
  const [copied, setCopied] = useState(false);
  const [tipOpen, setTipOpen] = useState(false);
  const tipId = `coupon-tip-${useId().replace(/:/g, '')}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tip = copied ? T.copied(coupon.code) : T.clickToCopy;

  // Native focusin/focusout (behaves the same under React and Preact).
  useEffect(() => {
    const el = buttonRef.current;
    if (!el) return undefined;
    const show = () => setTipOpen(true);
    const hide = () => {
      setTipOpen(false);
      setCopied(false);
    };
    el.addEventListener('focusin', show);
    el.addEventListener('focusout', hide);
    return () => {
      el.removeEventListener('focusin', show);
      el.removeEventListener('focusout', hide);
    };
  }, []);

  return (
    <li className="cg-coupon">
      <div className="cg-coupon__text">
        <span className="cg-coupon__code">{coupon.code}</span>
        {coupon.coupon_desc ? <span className="cg-coupon__desc">{coupon.coupon_desc}</span> : null}
      </div>
      <span className="cg-coupon__action" onMouseEnter={() => setTipOpen(true)} onMouseLeave={() => setTipOpen(false)}>
        <button
          ref={buttonRef}
          type="button"
          className="cg-button cg-button--secondary cg-coupon__collect"
          aria-label={T.collectCode(coupon.code)}
          aria-describedby={tipId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setTipOpen(false);
          }}
          onClick={async () => {
            await copyText(coupon.code);
            setCopied(true);
            setTipOpen(true);
          }}
        >
          {T.collect}
        </button>
        <span id={tipId} role="tooltip" className={`cg-coupon__tip${tipOpen || copied ? ' is-open' : ''}`}>
          {tip}
        </span>
      </span>
      <span className="cg-visually-hidden" aria-live="polite">
        {copied ? T.copied(coupon.code) : ''}
      </span>
    </li>
  );
}

/** The product's coupons, each with its 'Collect' copy button (spec part 2 §2). */
export function Coupons({ coupons }: { coupons: ProductCoupon[] }) {
  if (!coupons.length) return null;
  return (
    <section className="cg-pcoupons" aria-labelledby="product-coupons-title">
      <h2 id="product-coupons-title" className="cg-product__subhead">
        {T.coupons}
      </h2>
      <ul className="cg-pcoupons__list">
        {coupons.map((c) => (
          <CouponRow key={c.code} coupon={c} />
        ))}
      </ul>
    </section>
  );
}
