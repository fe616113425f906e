import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { pageWords, paths, type GalleryItem } from '@yayasan/contracts';
import { EmptyState, LoadError, PageContainer, Spinner } from '@yayasan/ui';
import { useGetGalleryPagesInfiniteQuery } from '../api';
import { GalleryGrid } from '../components/GalleryGrid';
import { ImageModal } from '../components/ImageModal';
import { NextPage } from '../components/NextPage';
import { VideoFacade } from '../components/VideoFacade';

import { GALLERY_EMPTY, GALLERY_LOAD_ERROR } from '../messages';

/** Set when the remote was built with BUILD_MARKER (a release's test build): shows which build is live. */
const BUILD_MARKER = process.env.BUILD_MARKER;

/** /galeri: the site video and every published picture, newest first. */
export default function GalleryPage() {
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useGetGalleryPagesInfiniteQuery({ draft: false });
  const items = data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <PageContainer>
      <Title>{pageWords(paths.gallery).title}</Title>
      {BUILD_MARKER && <Marker>{BUILD_MARKER}</Marker>}
      <Video>
        <VideoFacade />
      </Video>
      {isLoading ? (
        <Spinner />
      ) : isError && items.length === 0 ? (
        <LoadError message={GALLERY_LOAD_ERROR} onRetry={() => refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{GALLERY_EMPTY}</EmptyState>
      ) : (
        <>
          <GalleryGrid items={items} onOpen={setOpen} />
          <NextPage
            hasNextPage={hasNextPage}
            isFetchingNextPage={isFetchingNextPage}
            isFetchNextPageError={isFetchNextPageError}
            fetchNextPage={fetchNextPage}
          />
        </>
      )}
      <ImageModal item={open} onClose={close} />
    </PageContainer>
  );
}

const Title = styled.h1`
  margin: 0 0 16px;
`;
const Marker = styled.p`
  margin: 0 0 16px;
  font-size: 0.875rem;
`;
const Video = styled.div`
  max-width: 860px;
  margin: 0 auto 24px;
`;
