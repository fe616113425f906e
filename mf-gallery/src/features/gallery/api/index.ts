import {
  GALLERY_PAGE_SIZE,
  type GalleryDeleted,
  type GalleryItem,
  type GalleryList,
  type GallerySave,
} from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

const TAG = 'Gallery' as const;

export const galleryApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The newest published items (home widget). */
    getGallery: build.query<GalleryList, number | void>({
      query: (limit) => `/gallery?order=desc${limit ? `&limit=${limit}` : ''}`,
      providesTags: [TAG],
    }),
    /** Page by page, newest first; `draft: true` (administrators) includes drafts. */
    getGalleryPages: build.infiniteQuery<GalleryList, { draft: boolean }, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => (lastParam < last.totalPages ? lastParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) =>
        `/gallery?order=desc&page=${pageParam}&limit=${GALLERY_PAGE_SIZE}${queryArg.draft ? '&draft=true' : ''}`,
      providesTags: [TAG],
    }),
    getGalleryItem: build.query<GalleryItem, string>({
      query: (id) => `/gallery/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: TAG, id }],
    }),
    createGallery: build.mutation<GalleryItem, GallerySave>({
      query: (body) => ({ url: '/gallery', method: 'POST', body }),
      invalidatesTags: [TAG],
    }),
    updateGallery: build.mutation<GalleryItem, { id: string; body: GallerySave }>({
      query: ({ id, body }) => ({ url: `/gallery/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [TAG],
    }),
    deleteGallery: build.mutation<GalleryDeleted, string>({
      query: (id) => ({ url: `/gallery/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TAG],
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') checkAnswers(galleryApi, () => import('./answers'));

export const {
  useGetGalleryQuery,
  useGetGalleryPagesInfiniteQuery,
  useGetGalleryItemQuery,
  useCreateGalleryMutation,
  useUpdateGalleryMutation,
  useDeleteGalleryMutation,
} = galleryApi;
