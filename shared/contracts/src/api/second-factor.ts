import type { Static } from '@sinclair/typebox';
import type {
  SecondFactorChallengeSchema,
  SecondFactorCheckedSchema,
  SecondFactorEnabledSchema,
  SecondFactorSetupSchema,
  SecondFactorStatusSchema,
  SessionsEndedSchema,
  SignedInSessionSchema,
  SignedInSessionsSchema,
  SignedInWithNewFactorSchema,
} from '../schemas/second-factor';

/** The second factor's and the sessions' wire types (schemas/second-factor.ts). */
export type SecondFactorChallenge = Static<typeof SecondFactorChallengeSchema>;
export type SecondFactorSetup = Static<typeof SecondFactorSetupSchema>;
export type SignedInWithNewFactor = Static<typeof SignedInWithNewFactorSchema>;
export type SecondFactorStatus = Static<typeof SecondFactorStatusSchema>;
export type SecondFactorEnabled = Static<typeof SecondFactorEnabledSchema>;
export type SecondFactorChecked = Static<typeof SecondFactorCheckedSchema>;
export type SignedInSession = Static<typeof SignedInSessionSchema>;
export type SignedInSessions = Static<typeof SignedInSessionsSchema>;
export type SessionsEnded = Static<typeof SessionsEndedSchema>;
