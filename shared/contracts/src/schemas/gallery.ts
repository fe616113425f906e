import { Type, type TSchema } from '@sinclair/typebox';

/** Spec §3 gallery item, as the gallery service answers it. */
export const GalleryItemSchema = Type.Object({
  /** A string on the wire (the spec's clients compare it with route parameters); digits only. */
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image_url: Type.String(),
  draft: Type.Boolean(),
  fileSize: Type.Integer(),
  category: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601 date and time' }),
});

/** GET /gallery */
export const GalleryListQuerySchema = Type.Object({
  /** Administrators only: drafts too. */
  draft: Type.Optional(Type.Boolean()),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** GET /gallery answer. */
export const GalleryListSchema = Type.Object({
  /** Oldest first as the spec describes (its client reverses); newest first with `order=desc`. */
  items: Type.Array(GalleryItemSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  totalPages: Type.Integer(),
});

/** GET, PUT and DELETE /gallery/:id */
export const GalleryIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * POST /gallery and PUT /gallery/:id as the server accepts them. Fields with a spec message stay loose:
 * the rules in @yayasan/validation answer them.
 */
const Title = Type.String();
const Description = Type.String();
const ImageUrl = Type.String({ maxLength: 1000 });
const Draft = Type.Boolean();
const FileSize = Type.Integer({ minimum: 0 });
/** Missing, null or blank: the spec's message for that field ("Mohon isi judul galeri", ...). */
const orNull = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

export const GalleryBodySchema = Type.Object({
  title: orNull(Title),
  description: orNull(Description),
  image_url: orNull(ImageUrl),
  draft: Type.Optional(Draft),
  fileSize: Type.Optional(FileSize),
  category: Type.Optional(Type.String()),
});

/** What the editor sends on create and update (spec §7: same body both ways). */
export const GallerySaveSchema = Type.Object({
  title: Title,
  description: Description,
  image_url: ImageUrl,
  draft: Draft,
  fileSize: FileSize,
  category: Type.Literal('Default'),
});

/** DELETE /gallery/:id answer. */
export const GalleryDeletedSchema = Type.Object({ success: Type.Boolean(), _id: Type.String() });
