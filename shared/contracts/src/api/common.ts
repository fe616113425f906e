import type { Static } from '@sinclair/typebox';
import type { StatusAnswerSchema } from '../schemas/common';

/** A plain acknowledgement (`/delete-blog`, `/reset-password`, `/change-password`, ...). */
export type StatusAnswer = Static<typeof StatusAnswerSchema>;
