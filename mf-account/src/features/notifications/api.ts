import type { CommentDeleted, CommentItem, DocCount, NotificationFilter, NotificationList } from '@yayasan/contracts';
import { api } from '@yayasan/store';

const post = (url: string, body: object) => ({ url, method: 'POST', body });

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationsPage: build.query<
      NotificationList,
      { page: number; filter: NotificationFilter; deletedDocCount: number }
    >({
      query: (body) => post('/notifications', body),
      keepUnusedDataFor: 0,
    }),
    notificationsCount: build.query<DocCount, { filter: NotificationFilter }>({
      query: (body) => post('/all-notifications-count', body),
      keepUnusedDataFor: 0,
    }),
    notificationReply: build.mutation<
      CommentItem,
      { _id: number; comment: string; replying_to: number; notification_id: number; blog_author?: number }
    >({
      query: (body) => post('/add-comment', body),
    }),
    notificationCommentDelete: build.mutation<CommentDeleted, { _id: number }>({
      query: (body) => post('/delete-comment', body),
    }),
  }),
});
