import type { ReactNode } from 'react';

/**
 * Where a below-the-fold part will be until it comes near the viewport (useNearViewport); its
 * class keeps the part's usual height. It carries `cg-near-placeholder`. `children` is what the
 * part shows without JavaScript (NearFallback: plain links, hidden while scripts run, shown by
 * index.html's noscript style); a placeholder without it would stay an empty box there, so that
 * noscript style hides the section holding it.
 */
export function NearPlaceholder({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <div className={`cg-near-placeholder ${className}`} aria-hidden={children ? undefined : true}>
      {children}
    </div>
  );
}
