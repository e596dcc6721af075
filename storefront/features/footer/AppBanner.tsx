import { useState } from 'react';
import { useRenderedOnServer } from '../../../shared/ui/useRenderedOnServer';
import { FOOTER_TEXT as T } from './messages';
import { APP_STORES } from './links';
import { AppleIcon, PlayIcon } from './icons';

/** iPhone, iPad (also iPadOS that says Macintosh but has touch) and iPod. */
export function isIosDevice(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav) return false;
  return /iPhone|iPad|iPod/i.test(nav.userAgent) || (/Macintosh/i.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1);
}

/**
 * The mobile-only app banner at the bottom of the page (spec part 2 §2): it promotes the app with
 * the store link of the device — the App Store on iOS, Google Play on other devices. Hidden on
 * wide screens (CSS); it can be closed. It scrolls with the page (not fixed), so it never
 * covers the page's own buttons.
 */
export function AppBanner() {
  const [open, setOpen] = useState(true);
  // The device is known only in the browser: the server (and hydration) link to Google Play.
  const ios = !useRenderedOnServer() && isIosDevice();
  if (!open) return null;
  return (
    <section className="cg-app-banner" aria-labelledby="app-banner-title">
      <span className="cg-app-banner__logo" aria-hidden="true">
        CG
      </span>
      <div className="cg-app-banner__text">
        <p id="app-banner-title" className="cg-app-banner__title">
          {T.appBannerTitle}
        </p>
        <p className="cg-app-banner__sub">{T.appBannerText}</p>
      </div>
      <a className="cg-app-banner__get" href={ios ? APP_STORES.ios : APP_STORES.android} target="_blank" rel="noopener noreferrer">
        {ios ? <AppleIcon /> : <PlayIcon />}
        <span>{ios ? T.appBannerIos : T.appBannerAndroid}</span>
        <span className="cg-visually-hidden">{T.newTab}</span>
      </a>
      <button type="button" className="cg-app-banner__close" aria-label={T.appBannerClose} onClick={() => setOpen(false)}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
