import { useState } from 'react';
import { ReactEditor, useSlateStatic } from 'slate-react';
import styled from 'styled-components';
import { inlineToText, textToInline } from '@yayasan/blocks';

/**
 * A one-line caption field; captions are stored as inline HTML, edited as plain text.
 * While it has focus the field keeps what is typed itself: Slate re-renders the block after a
 * change only in a later task, and a keystroke arriving before that (a fast typist, a slow phone)
 * would otherwise be typed into the old value and lose the one before it.
 */
export function CaptionInput({
  value,
  onChange,
  label,
  placeholder = 'Caption',
  disabled,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  placeholder?: string;
  disabled?: boolean;
}) {
  const editor = useSlateStatic();
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <Caption
      type="text"
      aria-label={label}
      placeholder={placeholder}
      value={typing ?? inlineToText(value)}
      disabled={disabled}
      // Inside a (non-void) quote Slate would still count itself focused and pull the caret back
      // into the text after each change; typing here is outside the editor.
      onFocus={() => {
        ReactEditor.blur(editor);
        setTyping(inlineToText(value));
      }}
      onBlur={() => setTyping(null)}
      onChange={(event) => {
        const text = event.target.value.replace(/[\r\n]+/g, ' ');
        setTyping(text);
        onChange(textToInline(text));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}

const Caption = styled.input`
  display: block;
  width: 100%;
  margin-top: 8px;
  padding: 6px 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 8px;
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
  text-align: inherit;
`;
