import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { CreateBlogBodySchema, CreatedBlogSchema } from '@yayasan/contracts/schemas/blog';
import { countBlocks, httpUrlOf, mapImageUrls, normalizeDocument, type BlockDocument } from '@yayasan/blocks/server';
import { badRequest, forbidden, notFound, withDeadlockRetry, type Static } from '@yayasan/service-kit';
import { LIMITS, MESSAGES, checkDraft, checkPublish, normalizeTags } from '@yayasan/validation';
import { insertBlog, replaceTags } from '../domain/blogs';
import { notePublishedChange } from '../domain/blog-counters';
import { ADMIN_ONLY } from './access-notes';

export const BLOG_NOT_FOUND = 'Artikel tidak ditemukan';
export const NOT_BLOG_AUTHOR = 'Anda hanya dapat mengubah artikel Anda sendiri';
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

      await withDeadlockRetry(() =>
        fastify.db.transaction(async (trx) => {
          const existing = await trx('blogs')
            .where({ blog_id: editId })
            .forUpdate()
            .first('id', 'author_id', 'draft', 'published_at');
          if (!existing) throw notFound(BLOG_NOT_FOUND);
          if (Number(existing.author_id) !== Number(user.id)) throw forbidden(NOT_BLOG_AUTHOR);
          await trx('blogs')
            .where({ id: existing.id })
            .update({
              title: blog.title,
              banner: blog.banner,
              des: blog.des,
              content: JSON.stringify(blog.content),
              draft: blog.draft,
              published_at: existing.published_at ?? (blog.draft ? null : new Date()),
              updated_at: new Date(),
            });
          await replaceTags(trx, existing.id, blog.tags);
          await notePublishedChange(trx, !existing.draft, !blog.draft);
        }),
      );
      return { id: editId };
    },
  );
};

export default createBlog;
