import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import multipart from '@fastify/multipart';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  SignedUploadAnswerSchema,
  SignedUploadQuerySchema,
  UploadImageAnswerSchema,
  UploadNameParamsSchema,
  UploadUrlAnswerSchema,
  UploadUrlQuerySchema,
} from '@yayasan/contracts/schemas/media';
import { HttpError, badRequest, forbidden, sendError } from '@yayasan/service-kit';
import { LIMITS, MESSAGES } from '@yayasan/validation';
import {
  checkImage,
  extensionFor,
  generateBaseName,
  MAX_UPLOAD_BYTES,
  normalizeType,
  tooLarge,
  unsupportedType,
  UPLOAD_RULES,
} from '../domain/images';
import { storeImage } from '../domain/pipeline';
import { claimUpload, releaseUpload } from '../repositories/upload-claims';
import { NAME_PATTERN } from '../domain/storage';

export const BAD_SIGNATURE = 'Tautan upload tidak valid atau sudah kedaluwarsa';
export const SIZE_MISMATCH = 'Ukuran file tidak sesuai dengan tautan upload';
export const NO_FILE = 'Pilih gambar untuk diupload';

const TAGS = ['media'];

/** Uploads: the signed-URL flow (GET /get-upload-url, PUT /uploads/:name) and POST /upload-image. */
const uploads: FastifyPluginAsyncTypebox = async (fastify) => {
  const { storage, urlOf } = fastify.imageStore;
  const { signer, ttlSeconds } = fastify.uploadLinks;
  // Relative, so an upload works under whatever origin the page was opened with.
  const uploadUrl = (name: string) => `/api/uploads/${name}`;

  // Oversized bodies answer the spec's message, not the framework's (sendError reads the rest of the body first).
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendError(error, request, reply);
    if (
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      error.statusCode === 413
    ) {
      return sendError(tooLarge(), request, reply);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return sendError(unsupportedType(), request, reply);
    }
    throw error;
  });

  await fastify.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  fastify.get(
    '/get-upload-url',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: 'A signed URL to PUT one image of the declared type and size to',
        tags: TAGS,
        querystring: UploadUrlQuerySchema,
        response: { 200: UploadUrlAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { fileType, fileSize } = request.query;
      const type = normalizeType(fileType);
      if (!type) throw unsupportedType();
      const size = Number(fileSize);
      if (!Number.isInteger(size) || size <= 0) throw badRequest('Data tidak valid: fileSize harus berupa angka');
      if (size > MAX_UPLOAD_BYTES) throw tooLarge();
      const name = `${generateBaseName()}.${extensionFor(type)}`;
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const signature = signer.sign({ name, type, size, expires });
      const query = new URLSearchParams({ type, size: String(size), expires: String(expires), signature });
      return { uploadURL: `${uploadUrl(name)}?${query}` };
    },
  );

  // Raw image bodies for the signed PUT; the limit sits just above the maximum so the size check is ours.
  fastify.addContentTypeParser(
    ['image/png', 'image/jpeg', 'image/jpg'],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES + 1 },
    (_req, body, done) => done(null, body),
  );

  fastify.put(
    '/uploads/:name',
    {
      bodyLimit: MAX_UPLOAD_BYTES + 1,
      schema: {
        summary: 'Upload the image bytes (image/png or image/jpeg) to a signed URL',
        description: UPLOAD_RULES,
        tags: TAGS,
        params: UploadNameParamsSchema,
        querystring: SignedUploadQuerySchema,
        response: { 200: SignedUploadAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { name } = request.params;
      const q = request.query;
      const grant = { name, type: q.type ?? '', size: Number(q.size), expires: Number(q.expires) };
      if (!NAME_PATTERN.test(name) || !q.signature || !signer.verify(grant, q.signature))
        throw forbidden(BAD_SIGNATURE);
      if (!(grant.expires * 1000 > Date.now())) throw forbidden(BAD_SIGNATURE);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw unsupportedType();
      if (normalizeType(request.headers['content-type']) !== grant.type) throw unsupportedType();
      if (body.length > MAX_UPLOAD_BYTES) throw tooLarge();
      if (body.length !== grant.size) throw badRequest(SIZE_MISMATCH);
      const type = checkImage(grant.type, body);
      if (!(await claimUpload(fastify.db, name, new Date(grant.expires * 1000)))) throw forbidden(BAD_SIGNATURE);
      try {
        await storeImage(storage, body, type, name.slice(0, name.lastIndexOf('.')));
      } catch (err) {
        await releaseUpload(fastify.db, name);
        throw err;
      }
      return { url: uploadUrl(name) };
    },
  );

  // The body limit matches the gateway's for uploads, so any body it passes is answered here, not cut off.
  fastify.post(
    '/upload-image',
    {
      preHandler: fastify.authenticate,
      bodyLimit: LIMITS.uploadRequestMaxBytes,
      schema: {
        summary: 'Upload an image as multipart/form-data (one part named `file`)',
        description: UPLOAD_RULES,
        tags: TAGS,
        response: { 200: UploadImageAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, MESSAGES.uploadType);
      const part = await request.file();
      if (!part) throw badRequest(NO_FILE);
      if (part.fieldname !== 'file') throw badRequest(NO_FILE);
      if (!normalizeType(part.mimetype)) {
        part.file.resume();
        throw unsupportedType();
      }
      const body = await part.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE past the limit
      if (part.file.truncated) throw tooLarge();
      const type = checkImage(part.mimetype, body);
      const base = generateBaseName();
      await storeImage(storage, body, type, base);
      return { success: 1 as const, file: { url: urlOf(`${base}.${extensionFor(type)}`) } };
    },
  );
};

export default uploads;
