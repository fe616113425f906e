import { api } from '@yayasan/store';

export const NOTIFICATION_FILTERS = ['all', 'like', 'comment', 'reply'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

interface PersonalInfo {
  fullname: string;
  username: string;
  profile_img: string;
}

interface CommentRef {
  _id: number;
  comment: string;
}

/** A notification as the blog service answers it (`seen` is the state before this fetch). */
export interface NotificationItem {
  _id: number;
  type: 'like' | 'comment' | 'reply';
  seen: boolean;
  createdAt: string;
  user: { _id: number; personal_info: PersonalInfo };
  blog: { _id: number; blog_id: string; title: string };
  comment?: CommentRef;
  replied_on_comment?: CommentRef;
  reply?: CommentRef;
}

const post = (url: string, body: object) => ({ url, method: 'POST', body });

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationsPage: build.query<
      { notifications: NotificationItem[] },
      { page: number; filter: NotificationFilter; deletedDocCount: number }
    >({
      query: (body) => post('/notifications', body),
      keepUnusedDataFor: 0,
    }),
    notificationsCount: build.query<{ totalDocs: number }, { filter: NotificationFilter }>({
      query: (body) => post('/all-notifications-count', body),
      keepUnusedDataFor: 0,
    }),
    notificationReply: build.mutation<
      { _id: number; comment: string },
      { _id: number; comment: string; replying_to: number; notification_id: number; blog_author?: number }
    >({
      query: (body) => post('/add-comment', body),
    }),
    notificationCommentDelete: build.mutation<{ status: string }, { _id: number }>({
      query: (body) => post('/delete-comment', body),
    }),
  }),
});
