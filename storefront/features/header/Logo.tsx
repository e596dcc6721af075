import { Link } from 'react-router-dom';

/** The 'CG Digital' wordmark (inline SVG), linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={`cg-logo${className ? ` ${className}` : ''}`} aria-label="CG Digital home">
      <svg
        viewBox="0 0 164 40"
        width="164"
        height="40"
        preserveAspectRatio="xMinYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="0" y="2" width="52" height="36" rx="8" fill="#d71920" />
        <text
          x="26"
          y="28.5"
          textAnchor="middle"
          fill="#fff"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
          fontSize="23"
          fontWeight="800"
          letterSpacing="0.5"
        >
          CG
        </text>
        <text
          x="60"
          y="29"
          fill="currentColor"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
          fontSize="24"
          fontWeight="700"
          letterSpacing="-0.3"
        >
          Digital
        </text>
      </svg>
    </Link>
  );
}
