import { useId } from 'react';
import styled from 'styled-components';
import { notify, ProgressBar, ResponsiveImage, useImageUpload } from '@yayasan/ui';
import { UPLOADED, UPLOADING } from '../messages';

export const ACCEPTED_IMAGES = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * The banner upload: choose a png/jpg/jpeg, it goes through the shared upload helper (type and size
 * checked first), and the stored URL and byte size come back to the form.
 */
export function ImageUploadArea({
  imageUrl,
  onUploaded,
  onBusy,
}: {
  imageUrl: string;
  onUploaded: (url: string, fileSize: number) => void;
  onBusy: (busy: boolean) => void;
}) {
  const inputId = useId();
  const { upload, progress } = useImageUpload();
  const uploading = progress !== null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    onBusy(true);
    const toastId = notify.loading(UPLOADING);
    try {
      const url = await upload(file);
      notify.dismiss(toastId);
      notify.success(UPLOADED);
      onUploaded(url, file.size);
    } catch (err) {
      notify.dismiss(toastId);
      notify.error(err instanceof Error ? err.message : 'Gagal mengupload gambar');
    } finally {
      onBusy(false);
    }
  };

  return (
    <Area htmlFor={inputId} $uploading={uploading}>
      {imageUrl ? (
        <ResponsiveImage src={imageUrl} alt="Gambar galeri" sizes="(min-width: 800px) 720px, 100vw" />
      ) : (
        <span>Upload Gambar (png, jpg, jpeg)</span>
      )}
      <HiddenInput
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGES}
        aria-label="Upload Gambar"
        disabled={uploading}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {uploading && (
        <Progress>
          <ProgressBar value={(progress ?? 0) * 100} label="Progres upload" />
        </Progress>
      )}
    </Area>
  );
}

const Area = styled.label<{ $uploading: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  border: 2px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.muted};
  overflow: hidden;
  cursor: ${(p) => (p.$uploading ? 'progress' : 'pointer')};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-within {
    outline: 3px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
/* Visually hidden but focusable, so the area works from the keyboard. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;
const Progress = styled.div`
  position: absolute;
  left: 16px;
  right: 16px;
  bottom: 16px;
`;
