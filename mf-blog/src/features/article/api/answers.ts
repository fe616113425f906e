import {
  BlogAnswerSchema,
  CommentDeletedSchema,
  CommentItemSchema,
  CommentListSchema,
  LikeAnswerSchema,
  LikedAnswerSchema,
  RepliesAnswerSchema,
} from '@yayasan/contracts/schemas/blog';

/** Each article endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  getBlog: BlogAnswerSchema,
  isLikedByUser: LikedAnswerSchema,
  likeBlog: LikeAnswerSchema,
  blogComments: CommentListSchema,
  commentReplies: RepliesAnswerSchema,
  addComment: CommentItemSchema,
  deleteComment: CommentDeletedSchema,
};
