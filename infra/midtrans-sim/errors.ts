import { randomUUID } from 'node:crypto';

export interface MidtransErrorBody {
  status_code: string;
  status_message: string;
  id: string;
  validation_messages?: string[];
}

export function midtransError(
  statusCode: number,
  statusMessage: string,
  validationMessages?: string[],
): MidtransErrorBody {
  const body: MidtransErrorBody = {
    status_code: String(statusCode),
    status_message: statusMessage,
    id: randomUUID(),
  };
  if (validationMessages && validationMessages.length > 0) {
    body.validation_messages = validationMessages;
  }
  return body;
}

export const MESSAGES = {
  unauthorized: 'Unknown Merchant server_key/id',
  invalidPayload: 'One or more parameters in the payload is invalid.',
  malformed: 'The request cannot be processed due to malformed syntax in the request body',
  duplicateOrder:
    'The request could not be completed due to a conflict with the current state of the target resource, please try again',
  notFound: "Transaction doesn't exist.",
  cannotModify: 'Merchant cannot modify the status of the transaction',
  unknownResource: 'The requested resource is not found',
} as const;
