import { Link } from 'react-router-dom';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/**
 * The 'CG Digital' wordmark linking home: the red CG mark and the word 'Digital', two inline SVGs
 * so that a narrow header can drop the word and keep the mark (Header.css, .cg-header__logo).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={`cg-logo${className ? ` ${className}` : ''}`} aria-label="CG Digital home">
      <svg className="cg-logo__mark" viewBox="0 0 52 40" width="52" height="40" aria-hidden="true" focusable="false">
        <rect x="0" y="2" width="52" height="36" rx="8" fill="#d71920" />
        <text x="26" y="28.5" textAnchor="middle" fill="#fff" fontFamily={FONT} fontSize="23" fontWeight="800" letterSpacing="0.5">
          CG
        </text>
      </svg>
      {/* The viewBox starts 8 units left of the word: the space between mark and word. */}
      <svg className="cg-logo__word" viewBox="-8 0 112 40" width="112" height="40" aria-hidden="true" focusable="false">
        <text x="0" y="29" fill="currentColor" fontFamily={FONT} fontSize="24" fontWeight="700" letterSpacing="-0.3">
          Digital
        </text>
      </svg>
    </Link>
  );
}
