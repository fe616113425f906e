import { useId, useState } from 'react';
import styled from 'styled-components';
import { ProgressBar, ResponsiveImage, notify, useImageUpload } from '@yayasan/ui';
import { BANNER_ACCEPT, EDITOR_TEXT } from '../constants';

/** The article's banner (png, jpg, jpeg): click to choose, uploaded through the shared helper. */
export function BannerPicker({
  banner,
  onChange,
  disabled,
}: {
  banner: string;
  onChange: (url: string) => void;
  disabled?: boolean;
}) {
  const { upload, progress } = useImageUpload();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const choose = async (file: File) => {
    setBusy(true);
    const toastId = notify.loading(EDITOR_TEXT.uploading);
    try {
      const url = await upload(file);
      notify.dismiss(toastId);
      notify.success(EDITOR_TEXT.uploaded);
      onChange(url);
    } catch (error) {
      notify.dismiss(toastId);
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Frame htmlFor={`${id}-banner`} aria-busy={busy}>
        {banner ? (
          <ResponsiveImage src={banner} alt="Banner artikel" sizes="(min-width: 900px) 900px, 100vw" priority />
        ) : (
          <span>Klik untuk memilih banner artikel (png, jpg, jpeg)</span>
        )}
        <input
          id={`${id}-banner`}
          type="file"
          accept={BANNER_ACCEPT}
          aria-label="Pilih banner artikel"
          hidden
          disabled={disabled || busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
      </Frame>
      {progress !== null && <ProgressBar value={progress * 100} label="Progres upload banner" />}
    </div>
  );
}

const Frame = styled.label`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  width: 100%;
  border: 2px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.muted};
  cursor: pointer;
  overflow: hidden;
  text-align: center;
  padding: 0;
  margin-bottom: 8px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  span {
    padding: 16px;
  }
  &:focus-within {
    outline: 2px solid ${(p) => p.theme.colors.primary};
  }
`;
