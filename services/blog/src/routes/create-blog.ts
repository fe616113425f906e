import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { CreateBlogBodySchema, CreatedBlogSchema } from '@yayasan/contracts/schemas/blog';
import { countBlocks, httpUrlOf, mapImageUrls, normalizeDocument, type BlockDocument } from '@yayasan/blocks/server';
import { badRequest, type Static } from '@yayasan/service-kit';
import { LIMITS, MESSAGES, checkDraft, checkPublish, normalizeTags } from '@yayasan/validation';
import { insertBlog, updateOwnBlog } from '../domain/blogs';
import { ADMIN_ONLY } from './access-notes';

export const BANNER_INVALID = 'Data tidak valid: banner harus berupa URL http atau https';

type CreateBlogBody = Static<typeof CreateBlogBodySchema>;

interface ValidBlog {
  title: string;
  banner: string;
  des: string;
  tags: string[];
  content: BlockDocument;
  draft: boolean;
}

/** Every rule in the spec's order; the first failure answers 400 with its message. */
function validate(body: CreateBlogBody): ValidBlog {
  const draft = body.draft === true;
  const title = (body.title ?? '').trim();
  const banner = (body.banner ?? '').trim();
  const des = body.des ?? '';
  const rawTags = body.tags ?? [];

  const lenient = normalizeDocument(body.content ?? null);
  const problem = draft
    ? checkDraft({ title })
    : checkPublish({
        title,
        banner,
        des,
        tags: rawTags,
        blocks: lenient.ok ? countBlocks(lenient.doc) : 0,
      });
  // Invalid content counts as "no content" for the publish order above, then says what is wrong.
  if (problem && !(problem === MESSAGES.contentMissing && !lenient.ok)) throw badRequest(problem);

  const checked = draft ? lenient : normalizeDocument(body.content ?? null, { strict: true });
  if (!checked.ok) throw badRequest(`Konten tidak valid: ${checked.error}`);

  // Limits hold for drafts too: a draft is published later without passing through the editor.
  if (des.length > LIMITS.blogDescriptionMax) throw badRequest(MESSAGES.descriptionInvalid);
  const tags = normalizeTags(rawTags);
  if (tags.length > LIMITS.blogTagsMax) throw badRequest(MESSAGES.tagsTooMany);
  if (banner && !httpUrlOf(banner)) throw badRequest(BANNER_INVALID);

  return {
    title,
    banner,
    des: des.trim(),
    tags,
    content: { ...checked.doc, time: checked.doc.time ?? Date.now() },
    draft,
  };
}

/**
 * POST /create-blog (administrators): creates an article, or with `id` updates the caller's own
 * one. Publishing needs title, banner, content, description and tags (in that order); a draft
 * only a title. `published_at` is set the first time the article is published and kept after.
 */
const createBlog: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/create-blog',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: "Creates an article, or with `id` updates one of the caller's own",
        description:
          `Publishing needs title, banner, content, description and tags (checked in that order); a draft only a title. ` +
          `A banner or content image from another site is stored as the site's own copy (the media service's ` +
          `POST /import-image; its refusal answers 400 with its message). ${ADMIN_ONLY}`,
        tags: ['Articles'],
        body: CreateBlogBodySchema,
        response: { 200: CreatedBlogSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { body } = request;
      const user = request.user!;
      const valid = validate(body);
      // Banner and content pictures from elsewhere become the site's own copies before anything is stored.
      const own = (url: string) => fastify.pictures.own(url, request.headers.authorization ?? '');
      const blog = {
        ...valid,
        banner: valid.banner && (await own(valid.banner)),
        content: await mapImageUrls(valid.content, own),
      };
      const editId = (body.id ?? '').trim();

      if (!editId) {
        const created = await insertBlog(fastify.db, { ...blog, authorId: user.id });
        return { id: created.blog_id };
      }

      await updateOwnBlog(fastify.db, editId, user.id, blog);
      return { id: editId };
    },
  );
};

export default createBlog;
