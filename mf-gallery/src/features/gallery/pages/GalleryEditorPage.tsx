import { useParams } from 'react-router-dom';
import { NotFound, PageContainer, Spinner } from '@yayasan/ui';
import { useGetGalleryItemQuery } from '../api';
import { GalleryForm } from '../components/GalleryForm';
import { LoadError } from '../components/LoadError';

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
    const status = (error as { status?: unknown }).status;
    return status === 404 || status === 400 ? <NotFound /> : <LoadError onRetry={() => refetch()} />;
  }
  // Keyed by id so a different item starts from its own values.
  return data ? <GalleryForm key={data._id} item={data} /> : null;
}
