import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, Hint, Label, notify, ResponsiveImage, useImageUpload } from '@yayasan/ui';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * Pictures uploaded through the media service, one file at a time, each removable: a news post's
 * pictures, a disbursement's or an offline gift's proofs. `noun` names them ("Bukti", "Gambar").
 */
export function PictureUploads({
  label,
  noun = 'Bukti',
  pictures,
  max,
  disabled,
  onChange,
  onUploading,
}: {
  label: string;
  noun?: string;
  pictures: string[];
  max: number;
  disabled?: boolean;
  onChange: (pictures: string[]) => void;
  onUploading?: (uploading: boolean) => void;
}) {
  const id = useId();
  const { upload, progress } = useImageUpload();
  const input = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    onUploading?.(true);
    try {
      const url = await upload(file);
      onChange([...pictures, url]);
    } catch (err) {
      notify.error(err instanceof Error ? err.message : String(err));
    } finally {
      onUploading?.(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled || uploading || pictures.length >= max}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      {uploading && <Hint>Mengupload... {Math.round((progress ?? 0) * 100)}%</Hint>}
      {pictures.length > 0 && (
        <List>
          {pictures.map((src, i) => (
            <li key={`${src}-${i}`}>
              <ResponsiveImage src={src} alt={`${noun} ${i + 1}`} sizes="120px" />
              <Button
                type="button"
                $variant="ghost"
                aria-label={`Hapus ${noun.toLowerCase()} ${i + 1}`}
                onClick={() => onChange(pictures.filter((_, j) => j !== i))}
              >
                Hapus
              </Button>
            </li>
          ))}
        </List>
      )}
    </>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 8px 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
  }
  img {
    width: 120px;
    height: 90px;
    object-fit: cover;
    border-radius: 8px;
  }
`;
