import type { ThemeName } from '@yayasan/store';

const base = {
  font: "'Inter', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  radius: '10px',
  /** The home hero's deep green, the same in both themes: white text keeps at least 5:1 on it. */
  heroBackground: 'linear-gradient(135deg, #0f7a5c, #0b4f3c)',
  /** The top bar's height: the page's content starts below it. */
  topBarHeight: 68,
  breakpoints: { search: 780, adminLinks: 1000, mainLinks: 1450, tabBar: 766 },
};

const lightColors = {
  bg: '#ffffff',
  surface: '#f6f7f9',
  text: '#1c1f24',
  muted: '#5f6670',
  border: '#e2e5ea',
  primary: '#0f7a5c',
  primaryText: '#ffffff',
  accent: '#f2b134',
  danger: '#c62828',
  mark: '#fff3a3',
  /** The focus ring: at least 3:1 against bg and surface. */
  focus: '#1a4fd6',
};

/** The look of one theme: the shared measures, its name and its colours (each theme names every colour). */
export type AppTheme = typeof base & { name: ThemeName; colors: typeof lightColors };

export const themes: Record<ThemeName, AppTheme> = {
  light: { ...base, name: 'light', colors: lightColors },
  dark: {
    ...base,
    name: 'dark',
    colors: {
      bg: '#15181d',
      surface: '#1f242b',
      text: '#eef0f3',
      muted: '#a4abb6',
      border: '#323842',
      primary: '#39b98f',
      primaryText: '#0c1410',
      accent: '#f2b134',
      danger: '#ef6461',
      mark: '#6b5d12',
      focus: '#8ab4ff',
    },
  },
};

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

/** `@media (min-width: …)` for one of the spec's breakpoints. */
export const above = (px: number) => `@media (min-width: ${px}px)`;

/**
 * For a block that usually starts below the fold: the browser lays it out and paints it only when it
 * comes near the viewport, so the first layout of a long page is a fraction of it. Its `height` (a guess;
 * once rendered the browser remembers the real one) holds its room meanwhile. Paint containment clips
 * what overflows the block, so it keeps `inkRoom` of padding for its children's focus rings.
 */
export const renderedWhenNear = (height: string, inkRoom = '6px') =>
  `content-visibility: auto; contain-intrinsic-size: auto ${height}; padding-block: ${inkRoom};`;
