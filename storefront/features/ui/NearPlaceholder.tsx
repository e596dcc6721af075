/**
 * Where a below-the-fold part will be until it comes near the viewport (useNearViewport); its
 * class keeps the part's usual height. It carries `cg-near-placeholder`: without JavaScript, where
 * it would stay an empty box, index.html's noscript style hides the section holding it.
 */
export function NearPlaceholder({ className }: { className: string }) {
  return <div className={`cg-near-placeholder ${className}`} aria-hidden="true" />;
}
