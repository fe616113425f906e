import type {
  BlogNotification,
  CommentDeleted,
  CommentItem,
  CommentRef,
  DocCount,
  NotificationFilter,
  NotificationItem,
  NotificationList,
} from '@yayasan/contracts';
import { listCursor } from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

/**
 * A page as the list holds it: its items, how many of them were removed after it arrived, and the
 * cursor of its last item as it arrived (the next page starts after it, removed or not).
 */
export interface NotificationPage extends NotificationList {
  removed: number;
  last?: string;
}

/**
 * A notifications page request: its number, how many items were removed from the list before it,
 * and the cursor of the last item loaded (none for the first page).
 */
export interface NotificationPageParam {
  page: number;
  deletedDocCount: number;
  after?: string;
}

const NOTIFICATION = 'Notification' as const;
/** The notification lists and counts of every filter: one user's, emptied with the cache on sign-out. */
export const NOTIFICATION_LISTS = { type: NOTIFICATION, id: 'LIST' } as const;

const post = (url: string, body: object) => ({ url, method: 'POST', body });

/** A like, comment or reply (campaign news and donations carry no comment to answer). */
const isAboutArticle = (item: NotificationItem): item is BlogNotification => 'blog' in item;

/** Changes a notification in the cached list of `filter`. */
const updateItem = (filter: NotificationFilter, id: number, change: (item: NotificationItem) => void) =>
  notificationsApi.util.updateQueryData('notificationPages', filter, (draft) => {
    for (const page of draft.pages) {
      const item = page.notifications.find((n) => n._id === id);
      if (item) change(item);
    }
  });

export const notificationsApi = api.enhanceEndpoints({ addTagTypes: [NOTIFICATION] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * The notifications of one filter, page by page. Reading a page marks its items seen on the
     * server, so a visit or a retry asks again from the first page only. A next page is asked for
     * after the last item loaded (a seek on the server, as cheap as the first page, and not moved
     * by removals); `page` and `deletedDocCount` still go along, counting every removal.
     */
    notificationPages: build.infiniteQuery<
      NotificationPage,
      NotificationFilter,
      NotificationPageParam,
      NotificationList
    >({
      infiniteQueryOptions: {
        initialPageParam: { page: 1, deletedDocCount: 0 },
        getNextPageParam: (last, all, lastParam) =>
          last.last
            ? {
                page: lastParam.page + 1,
                deletedDocCount: all.reduce((n, p) => n + p.removed, 0),
                after: last.last,
              }
            : undefined,
        refetchCachedPages: false,
      },
      query: ({ queryArg, pageParam: { after, ...place } }) =>
        post('/notifications', { ...place, filter: queryArg, ...(after ? { after } : {}) }),
      transformResponse: (list): NotificationPage => {
        const lastItem = list.notifications.at(-1);
        const last = lastItem && listCursor(lastItem.createdAt, lastItem._id);
        return { ...list, removed: 0, ...(last ? { last } : {}) };
      },
      providesTags: [NOTIFICATION_LISTS],
    }),
    notificationsCount: build.query<DocCount, NotificationFilter>({
      query: (filter) => post('/all-notifications-count', { filter }),
      providesTags: [NOTIFICATION_LISTS],
    }),
    /** Answers a notification's comment once; the answer then shows under it in the list of `filter`. */
    notificationReply: build.mutation<
      CommentItem,
      { _id: number; comment: string; replying_to: number; notification_id: number; filter: NotificationFilter }
    >({
      query: ({ filter: _list, ...body }) => post('/add-comment', body),
      async onQueryStarted({ notification_id, filter }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        const reply: CommentRef = { _id: data._id, comment: data.comment };
        dispatch(
          updateItem(filter, notification_id, (item) => {
            if (isAboutArticle(item)) item.reply = reply;
          }),
        );
      },
    }),
    /** Deletes the reply written from a notification, which can then be answered again. */
    notificationReplyDelete: build.mutation<
      CommentDeleted,
      { _id: number; notification_id: number; filter: NotificationFilter }
    >({
      query: ({ _id }) => post('/delete-comment', { _id }),
      async onQueryStarted({ notification_id, filter }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          updateItem(filter, notification_id, (item) => {
            if (isAboutArticle(item)) delete item.reply;
          }),
        );
      },
    }),
    /**
     * Deletes the comment a notification is about, which removes the notification: the count drops
     * and the page it was on counts one removal more.
     */
    notificationCommentDelete: build.mutation<
      CommentDeleted,
      { _id: number; notification_id: number; filter: NotificationFilter }
    >({
      query: ({ _id }) => post('/delete-comment', { _id }),
      async onQueryStarted({ notification_id, filter }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          notificationsApi.util.updateQueryData('notificationPages', filter, (draft) => {
            for (const page of draft.pages) {
              const before = page.notifications.length;
              page.notifications = page.notifications.filter((n) => n._id !== notification_id);
              page.removed += before - page.notifications.length;
            }
          }),
        );
        dispatch(
          notificationsApi.util.updateQueryData('notificationsCount', filter, (draft) => {
            draft.totalDocs = Math.max(draft.totalDocs - 1, 0);
          }),
        );
      },
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') checkAnswers(notificationsApi, () => import('./answers'));
