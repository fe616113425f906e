import { NewNotificationAnswerSchema } from '@yayasan/contracts/schemas/blog';

/** The session's calls' answers as their contracts state them, checked in development and tests. */
export const answers = {
  newNotification: NewNotificationAnswerSchema,
};
