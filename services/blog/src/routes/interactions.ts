import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  AddCommentBodySchema,
  BlogCommentsBodySchema,
  BlogPkBodySchema,
  CommentDeletedSchema,
  CommentIdBodySchema,
  CommentItemSchema,
  CommentListSchema,
  LikeAnswerSchema,
  LikeBlogBodySchema,
  LikedAnswerSchema,
  RepliesAnswerSchema,
  RepliesBodySchema,
} from '@yayasan/contracts/schemas/blog';
import { badRequest, notFound } from '@yayasan/service-kit';
import { checkCommentText } from '@yayasan/validation';
import { BLOG_NOT_FOUND, findBlogByBlogId, findBlogByPk, type BlogRow } from '../domain/blogs';
import { addComment, deleteComment, parentComments, replies, COMMENT_NOT_FOUND } from '../domain/comments';
import { setLike } from '../domain/likes';
import { findComment } from '../repositories/comments';
import { isLikedBy } from '../repositories/likes';
import { SIGNED_IN } from './access-notes';

const likeTags = ['Likes'];
const commentTags = ['Comments'];

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
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: 'Whether the signed-in user likes an article',
        description: SIGNED_IN,
        tags: likeTags,
        body: BlogPkBodySchema,
        response: { 200: LikedAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
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
      schema: {
        summary: 'Likes or unlikes an article; answers the state stored',
        description: `\`isLikedByUser\` is what the page showed (the click asks for the opposite); without it the like toggles. ${SIGNED_IN}`,
        tags: likeTags,
        body: LikeBlogBodySchema,
        response: { 200: LikeAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const blog = await visibleBlog(request.body._id, request.user!.id);
      const shown = request.body.isLikedByUser;
      const answer = await setLike(db, blog, request.user!.id, shown === undefined ? undefined : !shown);
      // A like adds a notification for the author, an unlike removes it: the author's bell may change.
      if (blog.author_id !== request.user!.id) await fastify.notificationsChanged([blog.author_id]);
      return answer;
    },
  );

  /** `blog_author` is accepted for compatibility and ignored: the blog's author comes from the database. */
  fastify.post(
    '/add-comment',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: 'Comments on an article, or replies to a comment (`replying_to`)',
        description: `\`notification_id\` marks the comment notification this reply answers. ${SIGNED_IN}`,
        tags: commentTags,
        body: AddCommentBodySchema,
        response: { 200: CommentItemSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { _id, comment, replying_to, notification_id } = request.body;
      const problem = checkCommentText(comment);
      if (problem) throw badRequest(problem);
      const text = comment!.trim();
      const blog = await visibleBlog(_id, request.user!.id);
      const added = await addComment(db, {
        blog,
        userId: request.user!.id,
        comment: text,
        replyingTo: replying_to ?? undefined,
        notificationId: notification_id ?? undefined,
      });
      // The notified user, as addComment chose: the parent comment's author for a reply, else the blog's.
      const parent = replying_to == null ? undefined : await findComment(db, replying_to);
      const notified = parent ? Number(parent.commented_by) : blog.author_id;
      if (notified !== request.user!.id) await fastify.notificationsChanged([notified]);
      return added;
    },
  );

  /** `blog_id` is the blog's `_id` as the original clients send it; its slug is accepted too. */
  fastify.post(
    '/get-blog-comments',
    {
      schema: {
        summary: "An article's top-level comments, newest first, five at a time after `skip`",
        tags: commentTags,
        body: BlogCommentsBodySchema,
        response: { 200: CommentListSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const key = String(request.body.blog_id);
      const blog =
        (/^\d{1,10}$/.test(key) ? await findBlogByPk(db, Number(key)) : undefined) ?? (await findBlogByBlogId(db, key));
      if (!blog || (blog.draft && blog.author_id !== request.user?.id)) throw notFound(BLOG_NOT_FOUND);
      return parentComments(db, blog.id, request.body.skip ?? 0);
    },
  );

  fastify.post(
    '/get-replies',
    {
      schema: {
        summary: "A comment's direct replies, newest first, five at a time after `skip`",
        tags: commentTags,
        body: RepliesBodySchema,
        response: { 200: RepliesAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const parent = await findComment(db, request.body._id);
      if (!parent) throw notFound(COMMENT_NOT_FOUND);
      await visibleBlog(Number(parent.blog_pk), request.user?.id);
      return { replies: await replies(db, parent.id, request.body.skip ?? 0) };
    },
  );

  fastify.post(
    '/delete-comment',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: 'Deletes a comment with all its replies',
        description: `Its author or the article's author may. ${SIGNED_IN}`,
        tags: commentTags,
        body: CommentIdBodySchema,
        response: { 200: CommentDeletedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { deleted } = await deleteComment(db, request.body._id, request.user!);
      return { status: 'done', deleted };
    },
  );
};

export default routes;
