import type { Static } from '@sinclair/typebox';
import type {
  AvatarParamsSchema,
  MediaFileParamsSchema,
  SignedUploadAnswerSchema,
  SignedUploadQuerySchema,
  UploadImageAnswerSchema,
  UploadNameParamsSchema,
  UploadUrlAnswerSchema,
  UploadUrlQuerySchema,
} from '../schemas/media';

/** The media service's wire types, derived from its schemas (schemas/media.ts). */

/** GET /get-upload-url: the declared type and size of the picture about to be uploaded. */
export type UploadUrlQuery = Static<typeof UploadUrlQuerySchema>;

/** GET /get-upload-url answer: where to PUT the bytes (relative, signed, valid for a few minutes). */
export type UploadUrlAnswer = Static<typeof UploadUrlAnswerSchema>;

/** PUT /uploads/:name and GET /uploads/:name */
export type UploadNameParams = Static<typeof UploadNameParamsSchema>;

/** PUT /uploads/:name: the grant the upload URL carries. */
export type SignedUploadQuery = Static<typeof SignedUploadQuerySchema>;

/** PUT /uploads/:name answer: the image's URL (the upload URL without its query). */
export type SignedUploadAnswer = Static<typeof SignedUploadAnswerSchema>;

/** POST /upload-image answer (the shape the article editor's image tool expects). */
export type UploadImageAnswer = Static<typeof UploadImageAnswerSchema>;

/** GET /media/* : a stored image or one of its renditions. */
export type MediaFileParams = Static<typeof MediaFileParamsSchema>;

/** GET /media/avatars/:file : `<username>.svg`. */
export type AvatarParams = Static<typeof AvatarParamsSchema>;
