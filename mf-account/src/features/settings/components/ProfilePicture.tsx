import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, sessionUpdated, UploadError, useAppDispatch } from '@yayasan/store';
import { Button, notify, ProgressBar, ResponsiveImage, useImageUpload } from '@yayasan/ui';
import { initialOf } from '@yayasan/format';
import { checkUpload } from '@yayasan/validation';
import { useUpdateProfileImgMutation } from '../api';
import { SETTINGS_TEXT } from '../messages';

/** Choose a picture → preview → 'Upload': stores it through the media service, then on the profile. */
export function ProfilePicture({ current, name }: { current: string; name: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const dispatch = useAppDispatch();
  const { upload, progress } = useImageUpload();
  const [updateImg] = useUpdateProfileImgMutation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    if (!chosen) return;
    const problem = checkUpload(chosen);
    if (problem) {
      notify.error(problem);
      e.target.value = '';
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const send = async () => {
    if (!file || busy) return;
    setBusy(true);
    const toast = notify.loading(SETTINGS_TEXT.uploading);
    try {
      let url: string;
      try {
        url = await upload(file);
      } catch (err) {
        // A refusal from the server (type, size) explains itself; anything else is a failed upload.
        const refused = err instanceof UploadError && err.status >= 400 && err.status < 500 && err.status !== 401;
        notify.dismiss(toast);
        notify.error(refused ? SETTINGS_TEXT.uploadRefused(err.message) : SETTINGS_TEXT.uploadFailed);
        return;
      }
      try {
        const { profile_img } = await updateImg({ url }).unwrap();
        dispatch(sessionUpdated({ profile_img }));
        notify.dismiss(toast);
        notify.success(SETTINGS_TEXT.uploaded);
        setFile(null);
        if (input.current) input.current.value = '';
      } catch (err) {
        notify.dismiss(toast);
        notify.error(SETTINGS_TEXT.uploadRefused(apiErrorMessage(err)));
      }
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? current;
  return (
    <Wrap>
      {shown ? (
        <ResponsiveImage src={shown} alt={`Foto profil ${name}`} width={144} height={144} sizes="144px" />
      ) : (
        <span className="placeholder" role="img" aria-label={`Foto profil ${name}`}>
          {initialOf(name)}
        </span>
      )}
      <label htmlFor={inputId} className="choose">
        {SETTINGS_TEXT.choosePicture}
      </label>
      <input ref={input} id={inputId} type="file" accept=".jpeg,.png,.jpg,image/jpeg,image/png" onChange={choose} />
      {progress !== null && <ProgressBar value={progress * 100} label="Progres upload" />}
      <Button type="button" $variant="secondary" onClick={send} disabled={!file || busy}>
        {SETTINGS_TEXT.upload}
      </Button>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  width: 100%;
  max-width: 220px;
  img,
  .placeholder {
    width: 144px;
    height: 144px;
    border-radius: 50%;
    object-fit: cover;
    background: ${(p) => p.theme.colors.surface};
  }
  .placeholder {
    display: grid;
    place-items: center;
    font-size: 3.5rem;
    font-weight: 700;
    color: ${(p) => p.theme.colors.primaryText};
    background: ${(p) => p.theme.colors.primary};
  }
  .choose {
    cursor: pointer;
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
    padding: 6px 10px;
    border-radius: 8px;
  }
  input[type='file'] {
    font-size: 0.85rem;
    max-width: 100%;
  }
  [role='progressbar'] {
    width: 100%;
  }
`;
