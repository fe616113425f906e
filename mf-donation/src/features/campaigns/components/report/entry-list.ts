import styled from 'styled-components';

// The look of a ledger entry in the report's lists (disbursements, offline gifts): a reversed entry
// stays listed, dimmed and struck through.

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Item = styled.li<{ $reversed: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  padding: 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  opacity: ${(p) => (p.$reversed ? 0.7 : 1)};
  p {
    margin: 0;
    white-space: pre-wrap;
  }
  strong {
    text-decoration: ${(p) => (p.$reversed ? 'line-through' : 'none')};
  }
`;

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  time {
    color: ${(p) => p.theme.colors.muted};
  }
`;

export const Tag = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  font-size: 0.85rem;
`;
