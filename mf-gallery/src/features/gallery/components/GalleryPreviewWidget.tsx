import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type GalleryItem } from '@yayasan/contracts';
import { EmptyState, LoadError, SectionHeader, Spinner } from '@yayasan/ui';
import { useGetGalleryQuery } from '../api';
import { GalleryImage } from './GalleryImage';
import { ImageModal } from './ImageModal';
import { VideoFacade } from './VideoFacade';
import { GALLERY_EMPTY, GALLERY_LOAD_ERROR } from '../messages';

export const HOME_GALLERY_COUNT = 5;

/** Home page: the 5 newest gallery items and the video. */
export default function GalleryPreviewWidget() {
  const { data, isLoading, isError, refetch } = useGetGalleryQuery(HOME_GALLERY_COUNT);
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const items = data?.items.slice(0, HOME_GALLERY_COUNT) ?? [];
  return (
    <section>
      <SectionHeader>
        <h2>Galeri</h2>
        <Link to={paths.gallery}>Lihat semua</Link>
      </SectionHeader>
      <Layout>
        <VideoFacade />
        {isLoading ? (
          <Spinner />
        ) : isError && !data ? (
          <LoadError message={GALLERY_LOAD_ERROR} onRetry={() => refetch()} />
        ) : items.length === 0 ? (
          <EmptyState>{GALLERY_EMPTY}</EmptyState>
        ) : (
          <Grid>
            {items.map((item) => (
              <li key={item._id}>
                <button type="button" onClick={() => setOpen(item)} aria-label={`Lihat ${item.title}`}>
                  <GalleryImage item={item} />
                </button>
              </li>
            ))}
          </Grid>
        )}
      </Layout>
      <ImageModal item={open} onClose={close} />
    </section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
`;
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(3, 1fr);
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    border-radius: 8px;
    overflow: hidden;
    cursor: zoom-in;
    background: none;
  }
  img {
    aspect-ratio: 1;
  }
`;
