import { UserSearchAnswerSchema } from '@yayasan/contracts/schemas/account';

/** The author search's answer as its contract states it, checked in development and tests. */
export const answers = {
  searchUsers: UserSearchAnswerSchema,
};
