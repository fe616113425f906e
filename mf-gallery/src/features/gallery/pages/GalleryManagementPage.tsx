import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type GalleryItem } from '@yayasan/contracts';
import { formatDayMonthYear } from '@yayasan/format';
import { Button, ConfirmDialog, EmptyState, LoadError, notify, Spinner } from '@yayasan/ui';
import { useDeleteGalleryMutation, useGetGalleryPagesInfiniteQuery } from '../api';
import { GalleryImage } from '../components/GalleryImage';
import { ImageModal } from '../components/ImageModal';
import { NextPage } from '../components/NextPage';
import { DELETE_CONFIRM, DELETE_SUCCESS, GALLERY_LOAD_ERROR, MANAGEMENT_EMPTY } from '../messages';

/** /dashboard/galleries: every item (drafts included, marked) with preview, edit and delete. */
export default function GalleryManagementPage() {
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useGetGalleryPagesInfiniteQuery({ draft: true });
  const [deleteGallery, { isLoading: deleting }] = useDeleteGalleryMutation();
  const [preview, setPreview] = useState<GalleryItem | null>(null);
  const [toDelete, setToDelete] = useState<GalleryItem | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);
  const items = data?.pages.flatMap((p) => p.items) ?? [];

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteGallery(toDelete._id).unwrap();
      notify.success(DELETE_SUCCESS);
    } catch (err) {
      // The spec keeps a failed delete out of the interface: it is only logged.
      console.error('Gagal menghapus galeri', err);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section>
      <Header>
        <h1>Manajemen Galeri</h1>
        <Button as={Link} to={paths.galleryCreate}>
          Tambah Galeri
        </Button>
      </Header>
      {isLoading ? (
        <Spinner />
      ) : isError && items.length === 0 ? (
        <LoadError message={GALLERY_LOAD_ERROR} onRetry={() => refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{MANAGEMENT_EMPTY}</EmptyState>
      ) : (
        <>
          <Rows>
            {items.map((item) => (
              <Row key={item._id} data-testid="gallery-row">
                <Thumb item={item} />
                <Info>
                  <TitleButton type="button" onClick={() => setPreview(item)}>
                    {item.title}
                  </TitleButton>
                  <Meta>
                    Dipublish pada {formatDayMonthYear(item.createdAt)}
                    {item.draft && <Badge>Draft</Badge>}
                  </Meta>
                </Info>
                <Actions>
                  <Button
                    as={Link}
                    to={paths.galleryEdit(item._id)}
                    $variant="secondary"
                    aria-label={`Edit ${item.title}`}
                  >
                    Edit
                  </Button>
                  <Button $variant="danger" onClick={() => setToDelete(item)} aria-label={`Delete ${item.title}`}>
                    Delete
                  </Button>
                </Actions>
              </Row>
            ))}
          </Rows>
          <NextPage
            hasNextPage={hasNextPage}
            isFetchingNextPage={isFetchingNextPage}
            isFetchNextPageError={isFetchNextPageError}
            fetchNextPage={fetchNextPage}
          />
        </>
      )}
      <ImageModal item={preview} onClose={closePreview} />
      <ConfirmDialog
        open={toDelete !== null}
        message={DELETE_CONFIRM}
        confirmLabel="Hapus"
        cancelLabel="Batal"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        busy={deleting}
      />
    </section>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 16px;
  h1 {
    margin: 0;
  }
`;
const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Row = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 12px 16px;
  align-items: center;
  padding: 12px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  @media (min-width: 700px) {
    grid-template-columns: 120px 1fr auto;
  }
`;
const Thumb = styled(GalleryImage)`
  border-radius: ${(p) => p.theme.radius};
`;
const Info = styled.div`
  min-width: 0;
`;
const TitleButton = styled.button`
  display: block;
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  font-size: 1.1rem;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;
const Meta = styled.p`
  margin: 4px 0 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;
const Badge = styled.span`
  margin-left: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.accent};
  color: #1c1f24;
  font-size: 0.75rem;
  font-weight: 700;
`;
const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: 8px;
  @media (min-width: 700px) {
    grid-column: auto;
  }
`;
