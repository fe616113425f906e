import type { GalleryItem, GalleryList } from '@yayasan/contracts';

/** A gallery item as the service answers it. */
export const item = (id: number, over: Partial<GalleryItem> = {}): GalleryItem => ({
  _id: String(id),
  title: `Foto ${id}`,
  description: `Deskripsi foto ${id}`,
  image_url: `http://localhost/media/demo/photo-${id}.png`,
  draft: false,
  fileSize: 1000,
  category: 'Default',
  createdAt: '2024-05-05T03:00:00.000Z',
  ...over,
});

/** One page of GET /gallery. */
export const page = (items: GalleryItem[], pageNo = 1, totalPages = 1): GalleryList => ({
  items,
  total: items.length,
  page: pageNo,
  totalPages,
});
