import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { Editor, Transforms, type Path } from 'slate';
import { ReactEditor, useFocused, useSelected, useSlateStatic, type RenderElementProps } from 'slate-react';
import styled, { css } from 'styled-components';
import type { ImageElement } from '@yayasan/blocks';
import { isOwnImageUrl } from '@yayasan/contracts';
import { apiErrorMessage } from '@yayasan/store';
import { Button, ProgressBar, ResponsiveImage, notify, useImageUpload } from '@yayasan/ui';
import { EDITOR_TEXT } from '../constants';
import { editorApi } from '../api';
import { setElementProps } from '../slate/blocks';
import { isHttpUrl } from '@yayasan/validation';
import { isImageFile } from '../slate/paste';
import { CaptionInput } from './CaptionInput';
import { usePendingUploads } from './PendingUploads';

type ImageOption = 'withBorder' | 'withBackground' | 'stretched';

/** The image tool's tunes, as the original editor labels them. */
const OPTIONS: Array<{ key: ImageOption; label: string }> = [
  { key: 'withBorder', label: 'With border' },
  { key: 'stretched', label: 'Stretch image' },
  { key: 'withBackground', label: 'With background' },
];

/**
 * The image block: empty (choose a file, drop one, or give a URL) → uploading → filled (the
 * picture with its caption and options). A failed upload leaves it empty again.
 */
export function ImageBlock({ attributes, children, element }: RenderElementProps & { element: ImageElement }) {
  const editor = useSlateStatic();
  const selected = useSelected();
  const focused = useFocused();
  const pending = usePendingUploads();
  const { upload, progress } = useImageUpload();
  const [importImage, { isLoading: importing }] = editorApi.useImportImageMutation();
  const [urlText, setUrlText] = useState('');
  const [urlError, setUrlError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  // Each edit gives the element a new identity, and a fast second keystroke in the caption can arrive
  // before Slate has mapped the new one. Editing the block's own fields never moves it, so the place
  // found after the last render stays right until the next render finds it again.
  const lastPath = useRef<Path | null>(null);
  useLayoutEffect(() => {
    try {
      lastPath.current = ReactEditor.findPath(editor, element);
    } catch {
      /* not mapped yet: keep the last known place */
    }
  });
  const pathOf = useCallback(() => lastPath.current ?? ReactEditor.findPath(editor, element), [editor, element]);

  const start = useCallback(
    async (file: File) => {
      const ref = Editor.pathRef(editor, ReactEditor.findPath(editor, element));
      try {
        const url = await upload(file);
        if (ref.current) Transforms.setNodes(editor, { url }, { at: ref.current });
      } catch {
        notify.error(EDITOR_TEXT.imageUploadFailed);
      } finally {
        ref.unref();
      }
    },
    // The element changes identity on every edit; its path is read when the upload starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editor, upload],
  );

  // A file pasted or dropped into the editor was handed to this block when it was made.
  useEffect(() => {
    const file = pending?.take(editor, element);
    if (file) void start(file);
    // Only when the block appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A picture given by its URL (pasted, or typed below) is replaced by the site's copy of it, so the
  // author sees what readers will; one that cannot be copied leaves the block empty with the reason.
  useEffect(() => {
    const url = element.url;
    if (url === '' || isOwnImageUrl(url)) return;
    importImage(url)
      .unwrap()
      .then(
        (answer) => setElementProps<ImageElement>(editor, pathOf(), { url: answer.file.url }),
        (err: unknown) => {
          notify.error(apiErrorMessage(err, EDITOR_TEXT.imageUploadFailed));
          setElementProps<ImageElement>(editor, pathOf(), { url: '' });
        },
      );
    // Each new URL once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element.url]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const file = Array.from(event.dataTransfer.files).find(isImageFile);
    if (file) void start(file);
  };

  const applyUrl = () => {
    const url = urlText.trim();
    if (!isHttpUrl(url)) {
      setUrlError('Masukkan URL gambar yang diawali http:// atau https://');
      return;
    }
    setUrlError('');
    Transforms.setNodes(editor, { url }, { at: pathOf() });
  };

  // A URL from another site shows only once it is the site's copy.
  const filled = element.url !== '' && isOwnImageUrl(element.url);
  // The upload hook reports progress from the moment it starts until it settles.
  const uploading = progress !== null || importing || (element.url !== '' && !filled);
  return (
    <Figure {...attributes} $active={selected && focused}>
      <div contentEditable={false}>
        {filled ? (
          <>
            <Picture $border={element.withBorder} $background={element.withBackground} $stretched={element.stretched}>
              <ResponsiveImage
                src={element.url}
                alt={element.caption ? '' : 'Gambar artikel'}
                sizes="(min-width: 800px) 760px, 100vw"
              />
            </Picture>
            <Options role="group" aria-label="Pengaturan gambar">
              {OPTIONS.map(({ key, label }) => (
                <Option
                  key={key}
                  type="button"
                  aria-pressed={element[key]}
                  onClick={() => setElementProps<ImageElement>(editor, pathOf(), { [key]: !element[key] })}
                >
                  {label}
                </Option>
              ))}
            </Options>
            <CaptionInput
              label="Caption gambar"
              value={element.caption}
              onChange={(caption) => setElementProps<ImageElement>(editor, pathOf(), { caption })}
            />
          </>
        ) : uploading ? (
          <Empty aria-busy="true">
            <p>Mengunggah gambar...</p>
            <ProgressBar value={(progress ?? 0) * 100} label="Progres upload gambar" />
          </Empty>
        ) : (
          <Empty onDragOver={(event) => event.preventDefault()} onDrop={onDrop} data-testid="image-block-empty">
            <p>Seret gambar ke sini, atau</p>
            <Button type="button" $variant="secondary" onClick={() => fileInput.current?.click()}>
              Pilih gambar
            </Button>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept="image/*"
              hidden
              aria-label="Pilih file gambar"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void start(file);
              }}
            />
            <UrlRow>
              <input
                type="url"
                aria-label="URL gambar"
                placeholder="atau tempel URL gambar lalu tekan Enter"
                value={urlText}
                onChange={(event) => setUrlText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyUrl();
                  }
                }}
              />
              <Button type="button" $variant="ghost" onClick={applyUrl}>
                Pakai URL
              </Button>
            </UrlRow>
            {urlError && <ErrorText role="alert">{urlError}</ErrorText>}
          </Empty>
        )}
      </div>
      {children}
    </Figure>
  );
}

export const Figure = styled.figure<{ $active: boolean }>`
  margin: 16px 0;
  padding: 6px;
  border-radius: 10px;
  outline: 2px solid ${(p) => (p.$active ? p.theme.colors.primary : 'transparent')};
`;

const Picture = styled.div<{ $border: boolean; $background: boolean; $stretched: boolean }>`
  display: flex;
  justify-content: center;
  border-radius: 8px;
  overflow: hidden;
  img {
    display: block;
    max-width: 100%;
    width: ${(p) => (p.$stretched ? '100%' : 'auto')};
  }
  ${(p) =>
    p.$border &&
    css`
      border: 1px solid ${p.theme.colors.border};
    `}
  ${(p) =>
    p.$background &&
    css`
      background: ${p.theme.colors.surface};
      padding: 16px;
      img {
        max-width: 60%;
      }
    `}
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 8px;
`;

const Option = styled.button`
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  cursor: pointer;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  &[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryText};
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 24px 16px;
  border: 2px dashed ${(p) => p.theme.colors.border};
  border-radius: 10px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.muted};
  p {
    margin: 0;
  }
  [role='progressbar'] {
    width: min(320px, 100%);
  }
`;

const UrlRow = styled.div`
  display: flex;
  gap: 6px;
  width: min(480px, 100%);
  input {
    flex: 1;
    min-width: 0;
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
  }
`;

const ErrorText = styled.p`
  color: ${(p) => p.theme.colors.danger};
  font-size: 0.85rem;
`;
