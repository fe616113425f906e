import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { EmptyState, Spinner } from '@yayasan/ui';
import { galleryApi } from './api';
import { VideoFacade } from './VideoFacade';

export const HOME_GALLERY_COUNT = 5;

/** Home page: the 5 newest gallery items and the video. */
export default function GalleryPreviewWidget() {
  const { data, isLoading } = galleryApi.useGetGalleryQuery();
  const items = data?.items.slice(0, HOME_GALLERY_COUNT) ?? [];
  return (
    <section>
      <Header>
        <h2>Galeri</h2>
        <Link to={paths.gallery}>Lihat semua</Link>
      </Header>
      <Layout>
        <VideoFacade />
        {isLoading ? (
          <Spinner />
        ) : items.length === 0 ? (
          <EmptyState>Saat Ini Belum Ada Galeri Yang Ditampilkan.</EmptyState>
        ) : (
          <Grid>
            {items.map((item) => (
              <img key={item._id} src={item.image_url} alt={item.title} loading="lazy" />
            ))}
          </Grid>
        )}
      </Layout>
    </section>
  );
}

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
`;
const Layout = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
`;
const Grid = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(3, 1fr);
  img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: 8px; }
`;
