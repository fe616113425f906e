import { api } from '@yayasan/store';

export interface GalleryItem {
  _id: number;
  title: string;
  description: string;
  image_url: string;
  draft: boolean;
  fileSize: number;
  category: string;
  createdAt: string;
}

export const galleryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGallery: build.query<{ items: GalleryItem[] }, void>({
      query: () => '/gallery',
    }),
  }),
});
