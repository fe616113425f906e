import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommentDeleted, LikedAnswer, RepliesAnswer } from '@yayasan/contracts';
import { badRequest, notFound, Type } from '@yayasan/service-kit';
import { checkCommentText } from '@yayasan/validation';
import { findBlogByBlogId, findBlogByPk, type BlogRow } from '../plugins/blogs';
import {
  addComment,
  deleteComment,
  findComment,
  parentComments,
  replies,
  COMMENT_NOT_FOUND,
} from '../plugins/comments';
import { isLikedBy, setLike } from '../plugins/likes';
import { BLOG_NOT_FOUND } from './blogs';

const Id = Type.Integer({ minimum: 1, maximum: 4294967295 });
const Skip = Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000 }));

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  /** A blog the caller may see (drafts only by their author), by primary key. */
  async function visibleBlog(pk: number, userId?: number): Promise<BlogRow> {
    const blog = await findBlogByPk(db, pk);
    if (!blog || (blog.draft && blog.author_id !== userId)) throw notFound(BLOG_NOT_FOUND);
    return blog;
  }

  fastify.post(
    '/isliked-by-user',
    { preHandler: fastify.authenticate, schema: { body: Type.Object({ _id: Id }) } },
    async (request): Promise<LikedAnswer> => {
      const blog = await visibleBlog(request.body._id, request.user!.id);
      return { result: await isLikedBy(db, blog.id, request.user!.id) };
    },
  );

  /**
   * `isLikedByUser` is what the client showed when the user clicked (so the click asks for the
   * opposite); the stored like row decides what actually changes, and the answer is the stored
   * state. Without the flag the request toggles.
   */
  fastify.post(
    '/like-blog',
    {
      preHandler: fastify.authenticate,
      schema: { body: Type.Object({ _id: Id, isLikedByUser: Type.Optional(Type.Boolean()) }) },
    },
    async (request) => {
      const blog = await visibleBlog(request.body._id, request.user!.id);
      const shown = request.body.isLikedByUser;
      return setLike(db, blog, request.user!.id, shown === undefined ? undefined : !shown);
    },
  );

  /** `blog_author` is accepted for compatibility and ignored: the blog's author comes from the database. */
  fastify.post(
    '/add-comment',
    {
      preHandler: fastify.authenticate,
      schema: {
        body: Type.Object({
          _id: Id,
          comment: Type.Optional(Type.String()),
          blog_author: Type.Optional(Type.Unknown()),
          replying_to: Type.Optional(Type.Union([Id, Type.Null()])),
          notification_id: Type.Optional(Type.Union([Id, Type.Null()])),
        }),
      },
    },
    async (request) => {
      const { _id, comment, replying_to, notification_id } = request.body;
      const problem = checkCommentText(comment);
      if (problem) throw badRequest(problem);
      const text = comment!.trim();
      const blog = await visibleBlog(_id, request.user!.id);
      return addComment(db, {
        blog,
        userId: request.user!.id,
        comment: text,
        replyingTo: replying_to ?? undefined,
        notificationId: notification_id ?? undefined,
      });
    },
  );

  /** `blog_id` is the blog's `_id` as the original clients send it; its slug is accepted too. */
  fastify.post(
    '/get-blog-comments',
    {
      schema: {
        body: Type.Object({ blog_id: Type.String({ minLength: 1, maxLength: 191 }), skip: Skip }),
      },
    },
    async (request) => {
      const key = request.body.blog_id;
      const blog =
        (/^\d{1,10}$/.test(key) ? await findBlogByPk(db, Number(key)) : undefined) ?? (await findBlogByBlogId(db, key));
      if (!blog || (blog.draft && blog.author_id !== request.user?.id)) throw notFound(BLOG_NOT_FOUND);
      return parentComments(db, blog.id, request.body.skip ?? 0);
    },
  );

  fastify.post(
    '/get-replies',
    { schema: { body: Type.Object({ _id: Id, skip: Skip }) } },
    async (request): Promise<RepliesAnswer> => {
      const parent = await findComment(db, request.body._id);
      if (!parent) throw notFound(COMMENT_NOT_FOUND);
      await visibleBlog(Number(parent.blog_pk), request.user?.id);
      return { replies: await replies(db, parent.id, request.body.skip ?? 0) };
    },
  );

  fastify.post(
    '/delete-comment',
    { preHandler: fastify.authenticate, schema: { body: Type.Object({ _id: Id }) } },
    async (request): Promise<CommentDeleted> => {
      const { deleted } = await deleteComment(db, request.body._id, request.user!);
      return { status: 'done', deleted };
    },
  );
};

export default routes;
