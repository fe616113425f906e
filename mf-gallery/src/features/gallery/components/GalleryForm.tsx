import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type GalleryItem } from '@yayasan/contracts';
import { apiErrorMessage } from '@yayasan/store';
import { Button, Hint, notify, ResponsiveImage, TextArea } from '@yayasan/ui';
import { checkGallery, LIMITS } from '@yayasan/validation';
import { useCreateGalleryMutation, useUpdateGalleryMutation } from '../api';
import { PUBLISHED, SAVED, SAVING } from '../messages';
import { ImageUploadArea } from './ImageUploadArea';

/** The server's title limit. */
export const TITLE_MAX = 200;
/** Spec §9: back to /galeri half a second after a save. */
export const REDIRECT_AFTER_SAVE_MS = 500;

/** Create (no `item`) or edit form. Both buttons publish (draft false). */
export function GalleryForm({ item }: { item?: GalleryItem }) {
  const editing = Boolean(item);
  const navigate = useNavigate();
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [image, setImage] = useState({ url: item?.image_url ?? '', fileSize: item?.fileSize ?? 0 });
  const [uploading, setUploading] = useState(false);
  const [createGallery, created] = useCreateGalleryMutation();
  const [updateGallery, updated] = useUpdateGalleryMutation();
  const [saved, setSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const saving = created.isLoading || updated.isLoading;
  const busy = saving || uploading || saved;

  const save = async () => {
    const problem = checkGallery({ title, description, image_url: image.url });
    if (problem) {
      notify.error(problem);
      return;
    }
    const body = {
      title: title.trim(),
      description: description.trim(),
      image_url: image.url,
      draft: false,
      fileSize: image.fileSize,
      category: 'Default' as const,
    };
    const toastId = notify.loading(SAVING);
    try {
      if (item) await updateGallery({ id: item._id, body }).unwrap();
      else await createGallery(body).unwrap();
      notify.dismiss(toastId);
      notify.success(item ? SAVED : PUBLISHED);
      setSaved(true);
      redirect.current = setTimeout(() => navigate(paths.gallery), REDIRECT_AFTER_SAVE_MS);
    } catch (err) {
      notify.dismiss(toastId);
      notify.error(apiErrorMessage(err));
    }
  };

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Top>
        <h1>{item ? `Edit ${item.title}` : 'Buat Galeri Baru'}</h1>
        <Button type="submit" disabled={busy}>
          {editing ? 'Publish' : 'Create Gallery'}
        </Button>
      </Top>
      {editing ? (
        <Current src={image.url} alt={item!.title} sizes="(min-width: 800px) 720px, 100vw" priority />
      ) : (
        <ImageUploadArea
          imageUrl={image.url}
          onBusy={setUploading}
          onUploaded={(url, fileSize) => setImage({ url, fileSize })}
        />
      )}
      <TitleInput
        aria-label="Judul Galeri"
        placeholder="Judul Galeri"
        value={title}
        maxLength={TITLE_MAX}
        rows={2}
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
      />
      <TextArea
        aria-label="Deskripsi Galeri"
        placeholder="Deskripsi Galeri"
        value={description}
        maxLength={LIMITS.galleryDescriptionMax}
        rows={6}
        onChange={(e) => setDescription(e.target.value)}
      />
      <Hint aria-live="polite">
        Batas Karakter {description.length}/{LIMITS.galleryDescriptionMax}
      </Hint>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 860px;
  margin: 0 auto;
`;
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: space-between;
  align-items: center;
  h1 {
    margin: 0;
    font-size: 1.6rem;
    overflow-wrap: anywhere;
  }
`;
const Current = styled(ResponsiveImage)`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
`;
const TitleInput = styled(TextArea)`
  min-height: 0;
  font-size: 1.6rem;
  font-weight: 700;
  resize: none;
`;
