import type { Static } from '@sinclair/typebox';
import type {
  DataExportRequestedSchema,
  DataRightsStateSchema,
  ErasureBodySchema,
  ErasureScheduledSchema,
} from '../schemas/data-rights';

export type DataRightsState = Static<typeof DataRightsStateSchema>;
export type DataExportRequested = Static<typeof DataExportRequestedSchema>;
export type ErasureBody = Static<typeof ErasureBodySchema>;
export type ErasureScheduled = Static<typeof ErasureScheduledSchema>;
