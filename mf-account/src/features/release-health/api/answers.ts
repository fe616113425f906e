import { ReleaseHealthSchema } from '@yayasan/contracts/schemas/release-health';

/** The release health endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  releaseHealth: ReleaseHealthSchema,
};
