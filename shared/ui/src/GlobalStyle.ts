import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${(p) => p.theme.font};
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
    line-height: 1.55;
  }
  a { color: inherit; }
  img { max-width: 100%; }
  button, input, textarea, select { font: inherit; color: inherit; }
  /* One focus ring for every focusable element; a dark area sets --focus-ring to a colour that shows on it. */
  :focus-visible {
    outline: 3px solid var(--focus-ring, ${(p) => p.theme.colors.focus}) !important;
    outline-offset: 2px;
  }
  [tabindex='-1']:focus:not(:focus-visible) { outline: none; }
  .skip-link {
    position: absolute; left: 8px; top: -100px; z-index: 2000;
    padding: 10px 16px; border-radius: 8px; font-weight: 700;
    background: ${(p) => p.theme.colors.bg}; color: ${(p) => p.theme.colors.text};
  }
  .skip-link:focus { top: 8px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important; scroll-behavior: auto !important;
    }
  }
  mark.cdx-marker { background: ${(p) => p.theme.colors.mark}; color: inherit; padding: 0 2px; }
  code.inline-code {
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 4px; padding: 0 4px; font-size: .9em;
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
`;
