import { useState, type FormEvent, type ReactNode } from 'react';
import type { Path } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import styled from 'styled-components';
import {
  COUNTER_TYPES,
  isListStyle,
  LIST_STYLES,
  type ListElement,
  type ListStyle,
  type QuoteAlignment,
  type QuoteElement,
} from '@yayasan/blocks';
import { notify } from '@yayasan/ui';
import { EDITOR_TOP_BAR_HEIGHT } from '../constants';
import { insertEmbed, insertImage, setElementProps } from '../slate/blocks';
import { SHORTCUTS, type ShortcutName } from '../slate/hotkeys';
import {
  COUNTER_TYPE_LABELS,
  DEFAULT_LIST_START,
  isCounterType,
  setCounterType,
  setListStart,
  setListStyle,
  startDigits,
} from '../slate/lists';
import { activeBlock, isMarkActive, type ActiveBlock } from '../slate/queries';

const LIST_STYLE_LABELS: Record<ListStyle, string> = {
  unordered: 'Unordered',
  ordered: 'Ordered',
  checklist: 'Checklist',
};
export const EMBED_UNSUPPORTED =
  'Tautan tidak didukung. Gunakan tautan YouTube, Vimeo, Instagram, Twitter/X atau Facebook.';

/** The formatting bar: block types, marks, media, history, and the current block's options. */
export function Toolbar() {
  const editor = useSlate();
  const block = activeBlock(editor);
  const [embedOpen, setEmbedOpen] = useState(false);

  const pressed = (name: ShortcutName): boolean => {
    switch (name) {
      case 'bold':
      case 'italic':
      case 'marker':
      case 'code':
        return isMarkActive(editor, name);
      case 'paragraph':
        return block.kind === 'paragraph';
      case 'h1':
      case 'h2':
      case 'h3':
        return block.kind === 'header' && `h${block.level}` === name;
      case 'quote':
        return block.kind === 'quote';
      case 'ordered':
      case 'unordered':
      case 'checklist':
        return block.kind === 'list' && block.list.style === name;
      default:
        return false;
    }
  };

  const tool = (name: ShortcutName, label: string, content: ReactNode) => (
    <ToolButton
      key={name}
      type="button"
      aria-label={label}
      title={`${label} (${SHORTCUTS[name].keys})`}
      aria-pressed={name === 'undo' || name === 'redo' ? undefined : pressed(name)}
      // Keep the caret in the text while clicking.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        SHORTCUTS[name].run(editor);
        ReactEditor.focus(editor);
      }}
    >
      {content}
    </ToolButton>
  );

  return (
    <Bar role="toolbar" aria-label="Format teks">
      <Group>
        {tool('paragraph', 'Paragraf', '¶')}
        {tool('h1', 'Heading 1', 'H1')}
        {tool('h2', 'Heading 2', 'H2')}
        {tool('h3', 'Heading 3', 'H3')}
      </Group>
      <Group>
        {tool('unordered', 'Daftar berpoin', '•≡')}
        {tool('ordered', 'Daftar bernomor', '1.')}
        {tool('checklist', 'Checklist', '☑')}
        {tool('quote', 'Kutipan', '❝')}
      </Group>
      <Group>
        {tool('bold', 'Tebal', <b>B</b>)}
        {tool('italic', 'Miring', <i>I</i>)}
        {tool('marker', 'Marker', <MarkIcon>M</MarkIcon>)}
        {tool('code', 'Inline code', <code>{'</>'}</code>)}
      </Group>
      <Group>
        <ToolButton
          type="button"
          aria-label="Sisipkan gambar"
          title="Sisipkan gambar (atau tempel / seret gambar ke editor)"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => insertImage(editor)}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="M21 17l-5-5-9 8" />
          </svg>
        </ToolButton>
        <ToolButton
          type="button"
          aria-label="Sisipkan embed"
          aria-expanded={embedOpen}
          title="Sisipkan video atau postingan dari tautan"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setEmbedOpen((open) => !open)}
        >
          ▶
        </ToolButton>
      </Group>
      <Group>
        {tool('undo', 'Undo', '↶')}
        {tool('redo', 'Redo', '↷')}
      </Group>
      {embedOpen && <EmbedForm onDone={() => setEmbedOpen(false)} />}
      <BlockSettings block={block} />
    </Bar>
  );
}

function EmbedForm({ onDone }: { onDone: () => void }) {
  const editor = useSlate();
  const [url, setUrl] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!insertEmbed(editor, url)) {
      notify.error(EMBED_UNSUPPORTED);
      return;
    }
    onDone();
    ReactEditor.focus(editor);
  };
  return (
    <Settings as="form" onSubmit={submit} aria-label="Sisipkan embed">
      <label>
        Tautan video/postingan
        <input
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://www.youtube.com/watch?v=..."
          autoFocus
        />
      </label>
      <SmallButton type="submit">Sisipkan</SmallButton>
      <SmallButton type="button" onClick={onDone}>
        Batal
      </SmallButton>
    </Settings>
  );
}

/** Options of the block holding the caret: list style, start and counter; quote alignment. */
function BlockSettings({ block }: { block: ActiveBlock }) {
  if (block.kind === 'list') return <ListSettings list={block.list} path={block.path} />;
  if (block.kind === 'quote') return <QuoteSettings alignment={block.alignment} path={block.path} />;
  return null;
}

function ListSettings({ list, path }: { list: ListElement; path: Path }) {
  const editor = useSlate();
  const start = list.start ?? DEFAULT_LIST_START;
  // What the field shows; a new start (typed, undone, another list) replaces it while rendering.
  const [field, setField] = useState({ start, text: String(start) });
  if (field.start !== start) setField({ start, text: String(start) });
  const startText = field.text;
  const setStartText = (text: string) => setField({ start, text });

  return (
    <Settings aria-label="Pengaturan daftar">
      <label>
        Gaya daftar
        <select
          value={list.style}
          onChange={(event) => isListStyle(event.target.value) && setListStyle(editor, path, event.target.value)}
        >
          {LIST_STYLES.map((style) => (
            <option key={style} value={style}>
              {LIST_STYLE_LABELS[style]}
            </option>
          ))}
        </select>
      </label>
      {list.style === 'ordered' && (
        <>
          <label>
            Mulai dari
            <input
              type="text"
              inputMode="numeric"
              aria-label="Nomor awal"
              required
              value={startText}
              size={4}
              onChange={(event) => {
                const digits = startDigits(event.target.value);
                setStartText(digits);
                if (digits !== '') setListStart(editor, path, digits);
              }}
              // Required: an emptied field falls back to the number in force.
              onBlur={() => setStartText(String(list.start ?? DEFAULT_LIST_START))}
            />
          </label>
          <label>
            Jenis penomoran
            <select
              value={list.counterType ?? 'numeric'}
              onChange={(event) =>
                isCounterType(event.target.value) && setCounterType(editor, path, event.target.value)
              }
            >
              {COUNTER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {COUNTER_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
    </Settings>
  );
}

const ALIGNMENTS: Array<{ value: QuoteAlignment; label: string }> = [
  { value: 'left', label: 'Rata kiri' },
  { value: 'center', label: 'Rata tengah' },
];

function QuoteSettings({ alignment, path }: { alignment: QuoteAlignment; path: Path }) {
  const editor = useSlate();
  return (
    <Settings role="group" aria-label="Perataan kutipan">
      {ALIGNMENTS.map(({ value, label }) => (
        <SmallButton
          key={value}
          type="button"
          aria-pressed={alignment === value}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setElementProps<QuoteElement>(editor, path, { alignment: value })}
        >
          {label}
        </SmallButton>
      ))}
    </Settings>
  );
}

const Bar = styled.div`
  position: sticky;
  /* Below the editor's own top bar. */
  top: ${EDITOR_TOP_BAR_HEIGHT}px;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  padding: 8px 0;
  margin-bottom: 12px;
  background: ${(p) => p.theme.colors.bg};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Group = styled.div`
  display: flex;
  gap: 2px;
`;

const ToolButton = styled.button`
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  border: 1px solid transparent;
  border-radius: 8px;
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  font-size: 0.95rem;
  &:hover {
    background: ${(p) => p.theme.colors.surface};
  }
  &[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.surface};
    border-color: ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
  }
`;

const MarkIcon = styled.span`
  background: ${(p) => p.theme.colors.mark};
  padding: 0 4px;
`;

const Settings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  width: 100%;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  input,
  select {
    padding: 4px 8px;
    border-radius: 6px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
  }
  input[type='url'] {
    width: min(360px, 60vw);
  }
`;

const SmallButton = styled.button`
  padding: 4px 10px;
  border-radius: 999px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryText};
  }
`;
