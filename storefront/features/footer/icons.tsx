/** Footer icons drawn inline (nothing loaded from other sites); decorative — links carry the names. */
import type { ReactElement } from 'react';
import type { SocialNetwork } from './links';

const PATHS: Record<SocialNetwork, ReactElement> = {
  facebook: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z" fill="currentColor" />,
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.9" cy="7.1" r="0.9" fill="currentColor" stroke="none" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="#1c1f24" />
    </g>
  ),
  tiktok: <path d="M14.5 3.5h2.6c.2 1.9 1.5 3.4 3.4 3.6v2.7c-1.3 0-2.5-.4-3.4-1v6.1a5 5 0 1 1-5-5c.3 0 .6 0 .9.1v2.8a2.3 2.3 0 1 0 1.5 2.1z" fill="currentColor" />,
};

export const SocialIcon = ({ network }: { network: SocialNetwork }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {PATHS[network]}
  </svg>
);

export const AppleIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6zM14.2 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2-.5 2.7-1.3z"
    />
  </svg>
);

export const PlayIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4.5 3.2 14 12l-9.5 8.8c-.3-.2-.5-.6-.5-1V4.2c0-.4.2-.8.5-1z" fill="#34a853" />
    <path d="M17.3 8.9 14 12 4.5 3.2c.3-.2.8-.2 1.2 0z" fill="#4285f4" />
    <path d="M17.3 15.1 5.7 20.8c-.4.2-.9.2-1.2 0L14 12z" fill="#ea4335" />
    <path d="m17.3 8.9 3 1.7c.9.5.9 1.8 0 2.3l-3 1.7L14 12z" fill="#fbbc04" />
  </svg>
);
