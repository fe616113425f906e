import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { notify } from '@yayasan/ui';
import { TAG_SEPARATOR_KEYS, addTag, editTag, removeTag, type TagChange } from '../tags';

/**
 * Topic tags: added with Enter or comma, edited on click (committed with Enter or comma),
 * removable; empty and duplicate tags are ignored, at most 10.
 */
export function TagsInput({
  tags,
  onChange,
  inputId,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  inputId: string;
}) {
  const [typed, setTyped] = useState('');

  const apply = (change: TagChange) => {
    if (change.error) notify.error(change.error);
    onChange(change.tags);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!TAG_SEPARATOR_KEYS.includes(event.key)) return;
    event.preventDefault();
    apply(addTag(tags, typed));
    setTyped('');
  };

  return (
    <Box>
      <input
        id={inputId}
        type="text"
        placeholder="Topik"
        value={typed}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          // A pasted "a, b" adds its parts; the last part stays in the field.
          const parts = event.target.value.split(',');
          if (parts.length === 1) return setTyped(event.target.value);
          let next = tags;
          for (const part of parts.slice(0, -1)) {
            const change = addTag(next, part);
            if (change.error) notify.error(change.error);
            next = change.tags;
          }
          onChange(next);
          setTyped(parts[parts.length - 1]);
        }}
      />
      <Chips>
        {tags.map((tag, index) => (
          <TagChip
            key={`${tag}-${index}`}
            tag={tag}
            onCommit={(value) => apply(editTag(tags, index, value))}
            onRemove={() => apply(removeTag(tags, index))}
          />
        ))}
      </Chips>
    </Box>
  );
}

function TagChip({
  tag,
  onCommit,
  onRemove,
}: {
  tag: string;
  onCommit: (value: string) => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const commit = () => {
    if (editing !== null) onCommit(editing);
    setEditing(null);
  };
  return (
    <Chip>
      {editing === null ? (
        <button type="button" className="label" title="Klik untuk mengubah" onClick={() => setEditing(tag)}>
          {tag}
        </button>
      ) : (
        <input
          aria-label={`Ubah tag ${tag}`}
          value={editing}
          autoFocus
          size={Math.max(4, editing.length)}
          onChange={(event) => setEditing(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (TAG_SEPARATOR_KEYS.includes(event.key)) {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape') {
              setEditing(null);
            }
          }}
        />
      )}
      <button type="button" className="remove" aria-label={`Hapus tag ${tag}`} onClick={onRemove}>
        ×
      </button>
    </Chip>
  );
}

const Box = styled.div`
  padding: 8px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 10px;
  background: ${(p) => p.theme.colors.surface};
  > input {
    width: 100%;
    padding: 8px 10px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 8px;
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
  }
`;
const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
`;
const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 2px 4px 2px 10px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.bg};
  border: 1px solid ${(p) => p.theme.colors.border};
  button {
    border: 0;
    background: none;
    cursor: pointer;
    color: ${(p) => p.theme.colors.text};
  }
  .remove {
    font-size: 1.1rem;
    padding: 0 6px;
    color: ${(p) => p.theme.colors.muted};
  }
  input {
    border: 0;
    background: transparent;
    color: ${(p) => p.theme.colors.text};
    outline: 1px solid ${(p) => p.theme.colors.primary};
    border-radius: 4px;
  }
`;
