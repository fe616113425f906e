import type { UserCard } from './account';
import type { StatusAnswer } from './common';

export interface BlogActivity {
  total_likes: number;
  total_comments: number;
  total_parent_comments: number;
  total_reads: number;
}

/** A blog in a list. */
export interface BlogCard {
  _id: number;
  blog_id: string;
  title: string;
  des: string;
  banner: string;
  tags: string[];
  publishedAt: string | null;
  draft: boolean;
  activity: BlogActivity;
  author: UserCard;
}

/** POST /get-blog: a blog with its content, the stored block document as the only item of a list. */
export interface Blog extends BlogCard {
  content: unknown[];
}

/** POST /get-blog answer. */
export interface BlogAnswer {
  blog: Blog;
}

/** /latest-blogs, /trending-blogs, /search-blogs, /user-written-blogs */
export interface BlogList {
  blogs: BlogCard[];
}

/** Every `-count` call of the blog service. */
export interface DocCount {
  totalDocs: number;
}

/** POST /create-blog answer: the article's blog_id. */
export interface CreatedBlog {
  id: string;
}

/** POST /isliked-by-user answer. */
export interface LikedAnswer {
  result: boolean;
}

/** POST /like-blog answer: the state actually stored. */
export interface LikeAnswer {
  liked_by_user: boolean;
  total_likes: number;
}

/** A comment or reply (/get-blog-comments items, /get-replies items, /add-comment answer). */
export interface CommentItem {
  _id: number;
  comment: string;
  commentedAt: string;
  blog_id: string;
  isReply: boolean;
  parent: number | null;
  commented_by: UserCard;
  /** Ids of its direct replies, newest first. */
  children: number[];
}

/** POST /get-replies answer. */
export interface RepliesAnswer {
  replies: CommentItem[];
}

/** POST /delete-comment answer: the comment and all its replies. */
export interface CommentDeleted extends StatusAnswer {
  deleted: number[];
}

export const NOTIFICATION_FILTERS = ['all', 'like', 'comment', 'reply'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export type NotificationType = Exclude<NotificationFilter, 'all'>;

export interface CommentRef {
  _id: number;
  comment: string;
}

/** A notification (`seen` is the state from before this page was fetched: unread items show a border). */
export interface NotificationItem {
  _id: number;
  type: NotificationType;
  seen: boolean;
  createdAt: string;
  user: UserCard;
  blog: { _id: number; blog_id: string; title: string; author: number };
  comment?: CommentRef;
  replied_on_comment?: CommentRef;
  reply?: CommentRef;
}

/** POST /notifications answer. */
export interface NotificationList {
  notifications: NotificationItem[];
}

/** GET /new-notification answer (the bell's red dot). */
export interface NewNotificationAnswer {
  new_notification_available: boolean;
}
