import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { EDITOR_TEXT } from '../constants';

/** The title: a growing multi-line field where Enter does nothing (a title is one line of text). */
export function TitleField({ value, onChange }: { value: string; onChange: (title: string) => void }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value]);
  return (
    <Title
      ref={ref}
      rows={1}
      value={value}
      placeholder={EDITOR_TEXT.titlePlaceholder}
      aria-label={EDITOR_TEXT.titlePlaceholder}
      maxLength={255}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, ' '))}
    />
  );
}

const Title = styled.textarea`
  display: block;
  width: 100%;
  margin: 16px 0 8px;
  padding: 0;
  border: 0;
  resize: none;
  overflow: hidden;
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font-size: clamp(1.8rem, 4vw, 2.5rem);
  font-weight: 700;
  line-height: 1.25;
  &::placeholder {
    color: ${(p) => p.theme.colors.muted};
    opacity: 1;
  }
`;
