import styled from 'styled-components';
import { Button } from '@yayasan/ui';

/** The amount's look, shared by the donate page and the monthly pledge form: presets, a rupiah field, the minimum's alert. */
export const AmountPresets = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 10px;
  @media (min-width: 520px) {
    grid-template-columns: repeat(4, 1fr);
  }
`;
export const AmountPreset = styled(Button)`
  border-radius: 10px;
`;
export const AmountField = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 14px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  span {
    font-weight: 700;
    color: ${(p) => p.theme.colors.muted};
  }
  input {
    flex: 1;
    border: none;
    background: transparent;
    padding: 12px 0;
    font-size: 1.1rem;
    color: ${(p) => p.theme.colors.text};
    outline: none;
  }
  &:focus-within {
    outline: 2px solid ${(p) => p.theme.colors.primary};
  }
`;
export const AmountAlert = styled.p`
  margin: 10px 0 0;
  padding: 8px 12px;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surface};
  border-left: 4px solid ${(p) => p.theme.colors.danger};
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;
