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
  :focus-visible { outline: 3px solid ${(p) => p.theme.colors.accent}; outline-offset: 2px; }
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
