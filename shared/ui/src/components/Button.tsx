import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 18px;
  border-radius: 999px;
  border: 1px solid transparent;
  cursor: pointer;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  ${(p) => p.$block && 'width: 100%;'}
  ${({ $variant = 'primary', theme }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.border};
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          /* The page colour on the danger colour holds 4.5:1 in both themes (white would not in dark). */
          color: ${c.bg};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
        `;
      default:
        return css`
          background: ${c.primary};
          color: ${c.primaryText};
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:not(:disabled):hover {
    filter: brightness(1.06);
  }
`;
