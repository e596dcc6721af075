/** Header icons; decorative (the text beside them, visible or visually hidden, names the control). */

const svgProps = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.9,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: 'false' as const,
});

export const UserIcon = ({ size = 22 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.4-3.6 4.4-5.5 8-5.5s6.6 1.9 8 5.5" />
  </svg>
);

export const CartIcon = ({ size = 22 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.1" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </svg>
);

export const ChevronDownIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const PhoneIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </svg>
);

export const GlobeIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
  </svg>
);

export const CoinIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M14.8 9.3A3.3 3.3 0 0 0 12 8c-2 0-3.5 1.8-3.5 4s1.5 4 3.5 4a3.3 3.3 0 0 0 2.8-1.3" />
  </svg>
);

export const LogoutIcon = ({ size = 18 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />
  </svg>
);

export const HeartIcon = ({ size = 18 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <path d="M12 20s-7.5-4.5-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.5-7.5 10-7.5 10z" />
  </svg>
);

export const SearchIcon = ({ size = 20 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </svg>
);

export const CompareIcon = ({ size = 22 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <path d="M7 4v13M4 14l3 3 3-3M17 20V7M14 10l3-3 3 3" />
  </svg>
);

export const MenuIcon = ({ size = 24 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = ({ size = 22 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const ChevronRightIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <path d="m9 6 6 6-6 6" />
  </svg>
);

export const BoltIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...svgProps(size)}>
    <path d="M13 3 5 14h6l-1 7 8-11h-6z" />
  </svg>
);
