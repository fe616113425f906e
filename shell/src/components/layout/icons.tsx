import type { ReactNode } from 'react';

/**
 * The top bar's icons, drawn in SVG rather than taken from symbol characters: a symbol the page's fonts
 * lack sends the browser searching the system's fonts during the first layout (on a budget phone, a
 * long task before the page can be used), and each platform draws it differently.
 */
function Icon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.2, strokeLinecap: 'round' } as const;

export const MenuIcon = () => (
  <Icon size={24}>
    <path d="M4 6h16M4 12h16M4 18h16" {...stroke} />
  </Icon>
);

export const HeartIcon = () => (
  <Icon size={22}>
    <path
      d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.2 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.8 0 5.9 3.9 4.5 7.3C19.5 16.4 12 21 12 21z"
      fill="currentColor"
    />
  </Icon>
);

export const MoonIcon = () => (
  <Icon size={18}>
    <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" {...stroke} />
  </Icon>
);

export const SunIcon = () => (
  <Icon size={18}>
    <circle cx="12" cy="12" r="4.5" {...stroke} />
    <path
      d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
      {...stroke}
    />
  </Icon>
);

export const SearchIcon = () => (
  <Icon size={20}>
    <circle cx="10.5" cy="10.5" r="6.5" {...stroke} />
    <path d="M15.5 15.5 21 21" {...stroke} />
  </Icon>
);
