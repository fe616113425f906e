import type { Static } from '@sinclair/typebox';
import type {
  BlogActivitySchema,
  BlogNotificationSchema,
  CampaignNewsNotificationSchema,
  BlogAnswerSchema,
  BlogCardSchema,
  BlogListSchema,
  BlogSchema,
  CommentDeletedSchema,
  CommentItemSchema,
  CommentRefSchema,
  CreatedBlogSchema,
  DocCountSchema,
  LikeAnswerSchema,
  LikedAnswerSchema,
  NewNotificationAnswerSchema,
  NotificationItemSchema,
  NotificationListSchema,
  RepliesAnswerSchema,
} from '../schemas/blog';
import { NOTIFICATION_FILTERS } from '../wire-lists';

/** The blog service's wire types, derived from its schemas (schemas/blog.ts). */

export type BlogActivity = Static<typeof BlogActivitySchema>;

/** A blog in a list. */
export type BlogCard = Static<typeof BlogCardSchema>;

/** POST /get-blog: a blog with its content, the stored block document as the only item of a list. */
export type Blog = Static<typeof BlogSchema>;

/** POST /get-blog answer. */
export type BlogAnswer = Static<typeof BlogAnswerSchema>;

/** /latest-blogs, /trending-blogs, /search-blogs, /user-written-blogs */
export type BlogList = Static<typeof BlogListSchema>;

/** Every `-count` call of the blog service. */
export type DocCount = Static<typeof DocCountSchema>;

/** POST /create-blog answer: the article's blog_id. */
export type CreatedBlog = Static<typeof CreatedBlogSchema>;

/** POST /isliked-by-user answer. */
export type LikedAnswer = Static<typeof LikedAnswerSchema>;

/** POST /like-blog answer: the state actually stored. */
export type LikeAnswer = Static<typeof LikeAnswerSchema>;

/** A comment or reply (/get-blog-comments items, /get-replies items, /add-comment answer). */
export type CommentItem = Static<typeof CommentItemSchema>;

/** POST /get-replies answer. */
export type RepliesAnswer = Static<typeof RepliesAnswerSchema>;

/** POST /delete-comment answer: the comment and all its replies. */
export type CommentDeleted = Static<typeof CommentDeletedSchema>;

export { NOTIFICATION_FILTERS };
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
/** What a notification is about: an article's like, comment or reply, a campaign's news, or settled donations (administrators). */
export type NotificationType = Exclude<NotificationFilter, 'all'> | 'news' | 'donation' | 'pledge';

export type CommentRef = Static<typeof CommentRefSchema>;

/** A notification about an article's like, comment or reply. */
export type BlogNotification = Static<typeof BlogNotificationSchema>;

/** A notification about news posted on a campaign the user donated to. */
export type CampaignNewsNotification = Static<typeof CampaignNewsNotificationSchema>;

/** A notification (`seen` is the state from before this page was fetched: unread items show a border). */
export type NotificationItem = Static<typeof NotificationItemSchema>;

/** POST /notifications answer. */
export type NotificationList = Static<typeof NotificationListSchema>;

/** GET /new-notification answer (the bell's red dot). */
export type NewNotificationAnswer = Static<typeof NewNotificationAnswerSchema>;

/**
 * GET /notifications/stream: Server-Sent Events for the signed-in user (bearer token as for every
 * notification call). Each `notification` event's data is a NewNotificationAnswer: the bell's flag now.
 */
export const NOTIFICATION_STREAM_PATH = '/notifications/stream';
export const NOTIFICATION_EVENT = 'notification';

/** What an article card says where its article has no description. */
export const NO_DESCRIPTION = 'Tidak ada deskripsi';
