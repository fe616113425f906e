import { useId } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@yayasan/validation';
import { Button, Hint, Input, Label, ResponsiveImage, TextArea, above } from '@yayasan/ui';
import { EDITOR_TEXT } from '../constants';
import { tagsLeft } from '../tags';
import { TagsInput } from './TagsInput';

export interface PublishFields {
  title: string;
  banner: string;
  des: string;
  tags: string[];
}

const suppressEnter = (event: { key: string; preventDefault: () => void }) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** Publish settings: preview, title, description (max 200), tags (max 10), Publish. */
export function PublishView({
  fields,
  onChange,
  onClose,
  onPublish,
  busy,
}: {
  fields: PublishFields;
  onChange: (change: Partial<PublishFields>) => void;
  onClose: () => void;
  onPublish: () => void;
  busy: boolean;
}) {
  const id = useId();
  const { title, banner, des, tags } = fields;
  return (
    <Layout aria-label="Pengaturan publikasi">
      <Close type="button" aria-label="Tutup dan kembali ke editor" onClick={onClose}>
        ×
      </Close>
      <Preview>
        <h2>Pratinjau</h2>
        <Banner>
          {banner ? (
            <ResponsiveImage src={banner} alt="Banner artikel" sizes="(min-width: 900px) 450px, 100vw" />
          ) : null}
        </Banner>
        <PreviewTitle>{title}</PreviewTitle>
        <PreviewDes>{des}</PreviewDes>
      </Preview>
      <Form>
        <Label htmlFor={`${id}-title`}>Judul Artikel</Label>
        <Input
          id={`${id}-title`}
          type="text"
          value={title}
          maxLength={255}
          onKeyDown={suppressEnter}
          onChange={(event) => onChange({ title: event.target.value })}
        />

        <Label htmlFor={`${id}-des`}>Deskripsi singkat tentang artikel</Label>
        <TextArea
          id={`${id}-des`}
          value={des}
          maxLength={LIMITS.blogDescriptionMax}
          onKeyDown={suppressEnter}
          onChange={(event) =>
            onChange({ des: event.target.value.replace(/[\r\n]+/g, ' ').slice(0, LIMITS.blogDescriptionMax) })
          }
        />
        <Hint aria-live="polite">{LIMITS.blogDescriptionMax - des.length} karakter tersisa</Hint>

        <Label htmlFor={`${id}-tags`}>Topik (membantu pencarian dan peringkat artikel)</Label>
        <TagsInput inputId={`${id}-tags`} tags={tags} onChange={(next) => onChange({ tags: next })} />
        <Hint aria-live="polite">{tagsLeft(tags)} tag tersisa</Hint>

        <PublishButton type="button" onClick={onPublish} disabled={busy}>
          {EDITOR_TEXT.publish}
        </PublishButton>
      </Form>
    </Layout>
  );
}

const Layout = styled.section`
  position: relative;
  display: grid;
  gap: 24px;
  max-width: 1100px;
  margin: 0 auto;
  padding: 56px 16px 48px;
  ${above(900)} {
    grid-template-columns: 1fr 1fr;
    gap: 48px;
  }
`;
const Close = styled.button`
  position: absolute;
  top: 12px;
  right: 16px;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: 1.4rem;
  cursor: pointer;
`;
const Preview = styled.div`
  h2 {
    font-size: 1rem;
    color: ${(p) => p.theme.colors.muted};
    margin: 0 0 8px;
  }
`;
const Banner = styled.div`
  aspect-ratio: 16 / 9;
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const PreviewTitle = styled.h1`
  font-size: 1.8rem;
  line-height: 1.3;
  margin: 16px 0 8px;
  overflow-wrap: anywhere;
`;
const PreviewDes = styled.p`
  margin: 0;
  line-height: 1.7;
  color: ${(p) => p.theme.colors.muted};
  overflow-wrap: anywhere;
`;
const Form = styled.div`
  min-width: 0;
`;
const PublishButton = styled(Button)`
  margin-top: 24px;
`;
