import type { FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query/react';
import { contractMismatch } from '@yayasan/contracts/schemas/check';
import { answerContract, CONTRACT_BREAK, CONTRACT_MISMATCH } from './answer-contracts';

type Answer = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

/**
 * The answer when it keeps its endpoint's contract (or the endpoint names none, or the call failed);
 * otherwise a console error naming the endpoint and the first place the answer breaks it, and an error
 * instead of the drifted data. Loaded in development and tests only.
 */
export async function keepingContract(endpoint: string, answer: Answer): Promise<Answer> {
  if (answer.error || !answer.meta?.response?.ok) return answer;
  const schema = await answerContract(endpoint);
  const mismatch = schema && contractMismatch(schema, answer.data);
  if (!mismatch) return answer;
  console.error(`API answer of ${endpoint} ${CONTRACT_BREAK} at ${mismatch.path}: ${mismatch.message}`);
  return { error: { status: 'CUSTOM_ERROR', error: CONTRACT_MISMATCH, data: mismatch }, meta: answer.meta };
}
