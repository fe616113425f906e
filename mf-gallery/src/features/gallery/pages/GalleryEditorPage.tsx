import { useParams } from 'react-router-dom';
import { loadFailure } from '@yayasan/store';
import { LoadError, NotFound, PageContainer, Spinner } from '@yayasan/ui';
import { useGetGalleryItemQuery } from '../api';
import { GalleryForm } from '../components/GalleryForm';
import { GALLERY_LOAD_ERROR } from '../messages';

/** /gallery/create and /gallery/edit/:id (administrators; the shell gates the route). */
export default function GalleryEditorPage() {
  const { id } = useParams();
  return <PageContainer>{id ? <EditGallery id={id} /> : <GalleryForm />}</PageContainer>;
}

function EditGallery({ id }: { id: string }) {
  const { data, isLoading, isFetching, error, refetch } = useGetGalleryItemQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading || (isFetching && !data)) return <Spinner />;
  if (error) {
    return loadFailure(error) === 'not-found' ? (
      <NotFound />
    ) : (
      <LoadError message={GALLERY_LOAD_ERROR} onRetry={() => refetch()} />
    );
  }
  // Keyed by id so a different item starts from its own values.
  return data ? <GalleryForm key={data._id} item={data} /> : null;
}
