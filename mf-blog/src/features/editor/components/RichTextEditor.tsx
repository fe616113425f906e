import { useMemo, useState } from 'react';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact } from 'slate-react';
import styled from 'styled-components';
import { EDITOR_TEXT } from '../constants';
import { handleEditorKeyDown } from '../slate/hotkeys';
import { insertBlockData } from '../slate/paste';
import { withBlocks } from '../slate/withBlocks';
import { renderElement, renderLeaf } from './Elements';
import { PendingUploads, PendingUploadsContext } from './PendingUploads';
import { Toolbar } from './Toolbar';

/** The article body: Slate with the block format's rules, a toolbar, shortcuts and undo/redo. */
export function RichTextEditor({
  initialValue,
  onChange,
}: {
  initialValue: Descendant[];
  onChange: (nodes: Descendant[]) => void;
}) {
  // One queue for the editor's lifetime, made once.
  const [pending] = useState(() => new PendingUploads());
  const editor = useMemo(
    () => withBlocks(withHistory(withReact(createEditor())), { startUpload: pending.add }),
    [pending],
  );
  return (
    <PendingUploadsContext.Provider value={pending}>
      <Slate editor={editor} initialValue={initialValue} onValueChange={onChange}>
        <Toolbar />
        <Body
          aria-label="Isi artikel"
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          placeholder={EDITOR_TEXT.bodyPlaceholder}
          onKeyDown={(event) => handleEditorKeyDown(editor, event)}
          onPaste={(event) => {
            // Pasted image files are handled here, whichever input path the browser takes next.
            if (event.clipboardData.files.length > 0 && insertBlockData(editor, event.clipboardData, pending.add)) {
              event.preventDefault();
            }
          }}
          spellCheck
        />
      </Slate>
    </PendingUploadsContext.Provider>
  );
}

const Body = styled(Editable)`
  min-height: 320px;
  padding: 4px 0 48px;
  font-size: 1.05rem;
  color: ${(p) => p.theme.colors.text};
  /* Slate dims its placeholder with an inline opacity; the muted colour alone keeps 4.5:1. */
  [data-slate-placeholder] {
    color: ${(p) => p.theme.colors.muted};
    opacity: 1 !important;
  }
`;
