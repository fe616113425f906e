import { Type } from '@sinclair/typebox';
import { NOTIFICATION_FILTERS } from '../wire-lists';
import { LIST_CURSOR_MAX } from '../list-cursor';
import { UserCardSchema } from './user-card';
import { DonationNotificationSchema } from './donation-notifications';
import { PledgeNotificationSchema } from './pledges';

/**
 * The blog service's wire format: every request and answer of its routes. The routes validate and
 * serialize with these schemas, the OpenAPI document is built from them, and the TypeScript types in
 * api/blog.ts are derived from them. An answer's serializer writes only what its schema names, so
 * every field of an answer is listed here; free-form content (article blocks) is `Type.Unknown()`.
 */

// ---------------------------------------------------------------------------------------------
// Articles

/** A timestamp in ISO 8601 (UTC). */
const Timestamp = Type.String({ format: 'date-time' });

export const BlogActivitySchema = Type.Object({
  total_likes: Type.Integer(),
  total_comments: Type.Integer(),
  total_parent_comments: Type.Integer(),
  total_reads: Type.Integer(),
});

const BlogCardFields = {
  _id: Type.Integer(),
  blog_id: Type.String(),
  title: Type.String(),
  des: Type.String(),
  banner: Type.String(),
  tags: Type.Array(Type.String()),
  publishedAt: Type.Union([Timestamp, Type.Null()]),
  draft: Type.Boolean(),
  activity: BlogActivitySchema,
  author: UserCardSchema,
};

/** A blog in a list. */
export const BlogCardSchema = Type.Object(BlogCardFields);

/** A blog with its content: the stored block document as the only item of a list. */
export const BlogSchema = Type.Object({
  ...BlogCardFields,
  content: Type.Array(Type.Unknown(), { description: 'The block document ({time, blocks}) as the only item' }),
});

export const BlogAnswerSchema = Type.Object({ blog: BlogSchema });
export const BlogListSchema = Type.Object({ blogs: Type.Array(BlogCardSchema) });
export const DocCountSchema = Type.Object({ totalDocs: Type.Integer() });
export const CreatedBlogSchema = Type.Object({ id: Type.String({ description: "The article's blog_id" }) });

/** A published article as the gateway reads it for page heads, share images, the sitemap and the feed. */
export const PublishedBlogSchema = Type.Object({ ...BlogCardFields, updatedAt: Timestamp });
export const PublishedBlogListSchema = Type.Object({ blogs: Type.Array(PublishedBlogSchema) });
export const PublishedBlogAnswerSchema = Type.Object({ blog: PublishedBlogSchema });

// ---------------------------------------------------------------------------------------------
// Article requests

export const BLOG_ID_MAX = 191;
export const BLOG_TITLE_MAX = 255;
export const BLOG_TAG_MAX = 100;
/** The sitemap protocol's limit of URLs per file. */
export const PUBLISHED_LIST_MAX = 50_000;

const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 }));
const Limit = Type.Optional(Type.Integer({ minimum: 1 }));
const BlogId = Type.String({ minLength: 1, maxLength: BLOG_ID_MAX });

export const LatestBlogsBodySchema = Type.Object({
  page: Page,
  limit: Limit,
  after: Type.Optional(
    Type.String({
      maxLength: LIST_CURSOR_MAX,
      description: "The page after this card (listCursor of the previous page's last card); `page` is then ignored",
    }),
  ),
});

/** A count call may come without a body at all. */
export const NoBodySchema = Type.Union([Type.Object({}), Type.Null()]);

/** The filters of a search: the first one given wins (tag, then query, then author). */
const SearchFilterFields = {
  tag: Type.Optional(Type.String({ maxLength: 100 })),
  query: Type.Optional(Type.String({ maxLength: 200 })),
  author: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 64 })])),
  eliminate_blog: Type.Optional(Type.String({ maxLength: BLOG_ID_MAX })),
};
export const SearchBlogsCountBodySchema = Type.Object(SearchFilterFields);
export const SearchBlogsBodySchema = Type.Object({ ...SearchFilterFields, page: Page, limit: Limit });

export const GetBlogBodySchema = Type.Object({
  blog_id: BlogId,
  draft: Type.Optional(Type.Boolean()),
  mode: Type.Optional(Type.String({ maxLength: 20 })),
});

export const BlogIdBodySchema = Type.Object({ blog_id: BlogId });

/** The signed-in author's own articles: published or drafts, optionally filtered by title. */
const OwnBlogsFields = {
  draft: Type.Optional(Type.Boolean()),
  query: Type.Optional(Type.String({ maxLength: 200 })),
};
export const UserWrittenBlogsCountBodySchema = Type.Object(OwnBlogsFields);
export const UserWrittenBlogsBodySchema = Type.Object({
  ...OwnBlogsFields,
  page: Page,
  limit: Limit,
  deletedDocCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
});

/** Fields with a spec message (title, des, tags) stay loose here; the service checks them in the spec's order. */
export const CreateBlogBodySchema = Type.Object({
  id: Type.Optional(Type.Union([Type.String({ maxLength: BLOG_ID_MAX }), Type.Null()])),
  title: Type.Optional(Type.Union([Type.String({ maxLength: BLOG_TITLE_MAX }), Type.Null()])),
  banner: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  des: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  content: Type.Optional(Type.Unknown()),
  tags: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: BLOG_TAG_MAX })), Type.Null()])),
  draft: Type.Optional(Type.Boolean()),
});

export const PublishedBlogsQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PUBLISHED_LIST_MAX })),
});
export const PublishedBlogParamsSchema = Type.Object({ blog_id: BlogId });

// ---------------------------------------------------------------------------------------------
// Likes and comments

const RowId = Type.Integer({ minimum: 1, maximum: 4294967295 });
const Skip = Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000 }));

export const BlogPkBodySchema = Type.Object({ _id: RowId });
export const LikeBlogBodySchema = Type.Object({ _id: RowId, isLikedByUser: Type.Optional(Type.Boolean()) });
export const LikedAnswerSchema = Type.Object({ result: Type.Boolean() });
/** The like state actually stored. */
export const LikeAnswerSchema = Type.Object({ liked_by_user: Type.Boolean(), total_likes: Type.Integer() });

/** `blog_author` is accepted for compatibility and ignored. */
export const AddCommentBodySchema = Type.Object({
  _id: RowId,
  comment: Type.Optional(Type.String()),
  blog_author: Type.Optional(Type.Unknown()),
  replying_to: Type.Optional(Type.Union([RowId, Type.Null()])),
  notification_id: Type.Optional(Type.Union([RowId, Type.Null()])),
});

/** `blog_id` is the blog's `_id` as the original clients send it; its slug is accepted too. */
export const BlogCommentsBodySchema = Type.Object({ blog_id: Type.Union([RowId, BlogId]), skip: Skip });
export const RepliesBodySchema = Type.Object({ _id: RowId, skip: Skip });
export const CommentIdBodySchema = Type.Object({ _id: RowId });

/** A comment or a reply. */
export const CommentItemSchema = Type.Object({
  _id: Type.Integer(),
  comment: Type.String(),
  commentedAt: Timestamp,
  blog_id: Type.String(),
  isReply: Type.Boolean(),
  parent: Type.Union([Type.Integer(), Type.Null()]),
  commented_by: UserCardSchema,
  children: Type.Array(Type.Integer(), { description: 'Ids of its direct replies, newest first' }),
});
export const CommentListSchema = Type.Array(CommentItemSchema);
export const RepliesAnswerSchema = Type.Object({ replies: CommentListSchema });
/** The comment and all its replies. */
export const CommentDeletedSchema = Type.Object({ status: Type.String(), deleted: Type.Array(Type.Integer()) });

// ---------------------------------------------------------------------------------------------
// Notifications

const NotificationFilter = Type.Union(NOTIFICATION_FILTERS.map((f) => Type.Literal(f)));

export const NotificationsBodySchema = Type.Object({
  page: Page,
  filter: Type.Optional(NotificationFilter),
  deletedDocCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  after: Type.Optional(
    Type.String({
      maxLength: LIST_CURSOR_MAX,
      description:
        'The cursor of the last item already loaded (listCursor): the answer is the page after it, and `page`/`deletedDocCount` are not used',
    }),
  ),
});
export const NotificationsCountBodySchema = Type.Object({ filter: Type.Optional(NotificationFilter) });

export const CommentRefSchema = Type.Object({ _id: Type.Integer(), comment: Type.String() });

/** A notification about an article (`seen` is the state from before this page was fetched). */
export const BlogNotificationSchema = Type.Object({
  _id: Type.Integer(),
  type: Type.Union([Type.Literal('like'), Type.Literal('comment'), Type.Literal('reply')]),
  seen: Type.Boolean(),
  createdAt: Timestamp,
  user: UserCardSchema,
  blog: Type.Object({ _id: Type.Integer(), blog_id: Type.String(), title: Type.String(), author: Type.Integer() }),
  comment: Type.Optional(CommentRefSchema),
  replied_on_comment: Type.Optional(CommentRefSchema),
  reply: Type.Optional(CommentRefSchema),
});

/** News posted on a campaign the user donated to; `user` is the administrator who posted it. */
export const CampaignNewsNotificationSchema = Type.Object({
  _id: Type.Integer(),
  type: Type.Literal('news'),
  seen: Type.Boolean(),
  createdAt: Timestamp,
  user: UserCardSchema,
  campaign: Type.Object({
    donation_id: Type.String(),
    title: Type.String(),
    update_id: Type.String(),
    update_title: Type.String(),
  }),
});

/** A notification (`seen` is the state from before this page was fetched). */
export const NotificationItemSchema = Type.Union([
  BlogNotificationSchema,
  CampaignNewsNotificationSchema,
  DonationNotificationSchema,
  PledgeNotificationSchema,
]);

/** Internal: the donation service asks for a stored news post's notifications (administrator's token). */
export const CampaignNewsNotificationsBodySchema = Type.Object({
  update_id: Type.String({ minLength: 1, maxLength: 64 }),
});
export const CampaignNewsNotificationsAnswerSchema = Type.Object({
  notified: Type.Integer({ description: 'Donors newly notified' }),
});
export const NotificationListSchema = Type.Object({ notifications: Type.Array(NotificationItemSchema) });
export const NewNotificationAnswerSchema = Type.Object({ new_notification_available: Type.Boolean() });
