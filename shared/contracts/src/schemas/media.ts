import { Type } from '@sinclair/typebox';

// The media service's requests and answers (the image naming rule the browser uses lives in ../media.ts).

/** GET /get-upload-url: the declared type and size of the picture about to be uploaded. */
export const UploadUrlQuerySchema = Type.Object({
  fileType: Type.Optional(Type.String()),
  fileSize: Type.Optional(Type.String()),
});

/** GET /get-upload-url answer: where to PUT the bytes (relative, signed, valid for a few minutes). */
export const UploadUrlAnswerSchema = Type.Object({ uploadURL: Type.String() });

/** PUT /uploads/:name and GET /uploads/:name */
export const UploadNameParamsSchema = Type.Object({ name: Type.String() });

/** PUT /uploads/:name: the grant the upload URL carries. */
export const SignedUploadQuerySchema = Type.Object({
  type: Type.Optional(Type.String()),
  size: Type.Optional(Type.String()),
  expires: Type.Optional(Type.String()),
  signature: Type.Optional(Type.String()),
});

/** PUT /uploads/:name answer: the image's URL (the upload URL without its query). */
export const SignedUploadAnswerSchema = Type.Object({ url: Type.String() });

/** POST /upload-image answer (the shape the article editor's image tool expects). */
export const UploadImageAnswerSchema = Type.Object({
  success: Type.Literal(1),
  file: Type.Object({ url: Type.String() }),
});

/** POST /import-image: the address of an outside picture to copy onto the site. */
export const ImportImageBodySchema = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) });

/** GET /media/* : a stored image or one of its renditions. */
export const MediaFileParamsSchema = Type.Object({ '*': Type.String() });

/** GET /media/avatars/:file : `<username>.svg`. */
export const AvatarParamsSchema = Type.Object({ file: Type.String({ maxLength: 200 }) });
