import type { FastifyPluginAsync } from 'fastify';
import type { CreatedBlog } from '@yayasan/contracts';
import { countBlocks, httpUrlOf, normalizeDocument, type BlockDocument } from '@yayasan/blocks/server';
import { Type, badRequest, forbidden, notFound, withDeadlockRetry, type Static } from '@yayasan/service-kit';
import { LIMITS, MESSAGES, checkDraft, checkPublish, normalizeTags } from '@yayasan/validation';
import { insertBlog, replaceTags } from '../plugins/blogs';

export const BLOG_NOT_FOUND = 'Artikel tidak ditemukan';
export const NOT_BLOG_AUTHOR = 'Anda hanya dapat mengubah artikel Anda sendiri';
export const BANNER_INVALID = 'Data tidak valid: banner harus berupa URL http atau https';
export const TITLE_MAX = 255;
export const TAG_MAX_LENGTH = 100;

// Fields with a spec message (title, des, tags) stay loose here and are checked below.
const CreateBlogBody = Type.Object({
  id: Type.Optional(Type.Union([Type.String({ maxLength: 191 }), Type.Null()])),
  title: Type.Optional(Type.Union([Type.String({ maxLength: TITLE_MAX }), Type.Null()])),
  banner: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  des: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  content: Type.Optional(Type.Unknown()),
  tags: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: TAG_MAX_LENGTH })), Type.Null()])),
  draft: Type.Optional(Type.Boolean()),
});
type CreateBlogBody = Static<typeof CreateBlogBody>;

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
const createBlog: FastifyPluginAsync = async (fastify) => {
  fastify.post(
    '/create-blog',
    { preHandler: fastify.requireAdmin, schema: { body: CreateBlogBody } },
    async (request): Promise<CreatedBlog> => {
      const body = request.body as CreateBlogBody;
      const user = request.user!;
      const blog = validate(body);
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
            .first('id', 'author_id', 'published_at');
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
        }),
      );
      return { id: editId };
    },
  );
};

export default createBlog;
