import type { Static } from '@sinclair/typebox';
import type {
  GalleryBodySchema,
  GalleryDeletedSchema,
  GalleryIdParamsSchema,
  GalleryItemSchema,
  GalleryListQuerySchema,
  GalleryListSchema,
  GallerySaveSchema,
} from '../schemas/gallery';

/** The gallery service's wire types, derived from its schemas (schemas/gallery.ts). */

/** Spec §3 gallery item, as the gallery service answers it. */
export type GalleryItem = Static<typeof GalleryItemSchema>;

/** GET /gallery */
export type GalleryListQuery = Static<typeof GalleryListQuerySchema>;

/** Pictures per page of the public gallery (/galeri). */
export const GALLERY_PAGE_SIZE = 24;

/** GET /gallery answer. */
export type GalleryList = Static<typeof GalleryListSchema>;

/** GET, PUT and DELETE /gallery/:id */
export type GalleryIdParams = Static<typeof GalleryIdParamsSchema>;

/**
 * POST /gallery and PUT /gallery/:id as the server accepts them. Fields with a spec message stay loose:
 * the rules in @yayasan/validation answer them.
 */
export type GalleryBody = Static<typeof GalleryBodySchema>;

/** What the editor sends on create and update (spec §7: same body both ways). */
export type GallerySave = Static<typeof GallerySaveSchema>;

/** DELETE /gallery/:id answer. */
export type GalleryDeleted = Static<typeof GalleryDeletedSchema>;
