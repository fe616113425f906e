import styled from 'styled-components';

/**
 * A row of headline figures, each a card: a `<div>` holding its label (`<dt>`) and its figure (`<dd>`).
 * The cards wrap onto more rows on a narrow screen.
 */
export const FigureCards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
  margin: 0 0 20px;
  div {
    padding: 14px 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surface};
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.4rem;
    font-weight: 700;
  }
`;
