import {
  CommentDeletedSchema,
  CommentItemSchema,
  DocCountSchema,
  NotificationListSchema,
} from '@yayasan/contracts/schemas/blog';

/** Each notifications endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  notificationPages: NotificationListSchema,
  notificationsCount: DocCountSchema,
  notificationReply: CommentItemSchema,
  notificationReplyDelete: CommentDeletedSchema,
  notificationCommentDelete: CommentDeletedSchema,
};
