import { GalleryDeletedSchema, GalleryItemSchema, GalleryListSchema } from '@yayasan/contracts/schemas/gallery';

/** Each gallery endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  getGallery: GalleryListSchema,
  getGalleryPages: GalleryListSchema,
  getGalleryItem: GalleryItemSchema,
  createGallery: GalleryItemSchema,
  updateGallery: GalleryItemSchema,
  deleteGallery: GalleryDeletedSchema,
};
