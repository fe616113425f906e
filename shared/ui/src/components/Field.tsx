import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';

const control = `
  width: 100%;
  padding: 10px 14px;
  border-radius: 10px;
  outline-offset: 0;
`;

export const Input = styled.input`
  ${control}
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
`;

export const Select = styled.select`
  ${control}
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
`;

export const TextArea = styled.textarea`
  ${control}
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  resize: vertical;
  min-height: 90px;
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  margin: 12px 0 6px;
`;

export const Hint = styled.p<{ $error?: boolean }>`
  margin: 4px 0 0;
  font-size: 0.85rem;
  color: ${(p) => (p.$error ? p.theme.colors.danger : p.theme.colors.muted)};
`;

/** What ties a control to its message: `aria-invalid` while it has an error, and `aria-describedby`. */
export function fieldA11y(messageId: string, error: string | null | undefined) {
  return { 'aria-invalid': Boolean(error), 'aria-describedby': messageId };
}

/**
 * A field's message below it: the error when there is one, otherwise the hint. It is a polite live
 * region that is always present, so an error that appears while typing is announced.
 */
export function FieldMessage({
  id,
  error,
  hint,
  style,
}: {
  id: string;
  error?: string | null;
  hint?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <Hint id={id} $error={Boolean(error)} aria-live="polite" style={style}>
      {error ?? hint}
    </Hint>
  );
}
