import {
  EmailPreferencesSchema,
  GoogleAuthConfigSchema,
  PasswordChangedSchema,
  ProfileImgUpdatedSchema,
  ProfileSchema,
  ProfileUpdatedSchema,
} from '@yayasan/contracts/schemas/account';
import { StatusAnswerSchema } from '@yayasan/contracts/schemas/common';
import {
  SecondFactorCheckedSchema,
  SecondFactorEnabledSchema,
  SecondFactorSetupSchema,
  SecondFactorStatusSchema,
  SessionsEndedSchema,
  SignedInSessionsSchema,
} from '@yayasan/contracts/schemas/second-factor';
import {
  PasskeyRegistrationOptionsSchema,
  PasskeyRemovedSchema,
  PasskeySchema,
  PasskeysSchema,
} from '@yayasan/contracts/schemas/passkeys';
import {
  DataExportRequestedSchema,
  DataRightsStateSchema,
  ErasureScheduledSchema,
} from '@yayasan/contracts/schemas/data-rights';

/** Each settings endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  getOwnProfile: ProfileSchema,
  updateProfile: ProfileUpdatedSchema,
  updateProfileImg: ProfileImgUpdatedSchema,
  changePassword: PasswordChangedSchema,
  getEmailPreferences: EmailPreferencesSchema,
  updateEmailPreferences: EmailPreferencesSchema,
};

/** The same for the data rights (export, erasure). */
export const dataRightsAnswers = {
  getDataRights: DataRightsStateSchema,
  requestExport: DataExportRequestedSchema,
  requestErasure: ErasureScheduledSchema,
  cancelErasure: StatusAnswerSchema,
  googleConfirmationConfig: GoogleAuthConfigSchema,
};

/** The same for the security section (second factor, sessions). */
export const securityAnswers = {
  getSecondFactor: SecondFactorStatusSchema,
  startSecondFactorSetup: SecondFactorSetupSchema,
  confirmSecondFactor: SecondFactorEnabledSchema,
  disableSecondFactor: SecondFactorCheckedSchema,
  getSessions: SignedInSessionsSchema,
  endSession: SessionsEndedSchema,
  endOtherSessions: SessionsEndedSchema,
};

/** The same for the passkeys. */
export const passkeyAnswers = {
  getPasskeys: PasskeysSchema,
  passkeyOptions: PasskeyRegistrationOptionsSchema,
  addPasskey: PasskeySchema,
  removePasskey: PasskeyRemovedSchema,
};
