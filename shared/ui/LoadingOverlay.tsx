import './LoadingOverlay.css';

export interface LoadingOverlayProps {
  active: boolean;
  /** Text read by assistive technology (visually hidden). */
  label?: string;
}

/**
 * Full-screen loading indicator shown while a request is in progress. The live region stays in
 * the page so that screen readers announce 'Loading…' when it starts. The veil fades in after a
 * short delay, so quick requests do not flash.
 */
export function LoadingOverlay({ active, label = 'Loading…' }: LoadingOverlayProps) {
  return (
    <div role="status" aria-live="polite" className="cg-loading">
      {active ? (
        <div className="cg-loading__veil" data-testid="loading-overlay">
          <span className="cg-loading__spinner" aria-hidden="true" />
          <span className="cg-loading__label">{label}</span>
        </div>
      ) : null}
    </div>
  );
}
