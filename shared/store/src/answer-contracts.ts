import type { ContractOf, TSchema } from '@yayasan/contracts/schemas/check';

/**
 * In development and tests every answer is checked against its endpoint's contract schema, so that a
 * service and a page that drifted apart fail where a developer sees it instead of in front of users.
 * Production builds leave the check out: `process.env.NODE_ENV` is fixed by the build, and the branches
 * that load the schemas and the checker are dropped with their imports.
 */

/**
 * What an endpoint's server answers, as its definition declares it: the raw answer its
 * `transformResponse` is given when the definition names one (the check runs before the transform),
 * otherwise its result.
 */
type AnswerOf<Endpoint> = Endpoint extends { Types: { ResultType: infer Result; RawResultType: infer Raw } }
  ? unknown extends Raw
    ? Result
    : Raw
  : never;

/** Every endpoint of an API slice with the contract schema of its answer. */
export type AnswerContracts<Endpoints> = { [Name in keyof Endpoints]: ContractOf<AnswerOf<Endpoints[Name]>> };

const contracts = new Map<string, TSchema>();
const loading: Promise<void>[] = [];

/**
 * Names the answer schema of every endpoint of `slice`, kept in a module of its own that `load`
 * imports. Call it under `if (process.env.NODE_ENV !== 'production')`, so that production builds drop
 * the import and with it the schemas.
 */
export function checkAnswers<Endpoints>(
  _slice: { endpoints: Endpoints },
  load: () => Promise<{ answers: AnswerContracts<Endpoints> }>,
): void {
  loading.push(
    load().then(({ answers }) => {
      for (const [endpoint, schema] of Object.entries<TSchema>(answers)) contracts.set(endpoint, schema);
    }),
  );
}

/** The answer schema named for `endpoint`, once every slice's schemas have loaded. */
export async function answerContract(endpoint: string): Promise<TSchema | undefined> {
  await Promise.all(loading);
  return contracts.get(endpoint);
}

/** What the console line about a drifted answer says (the component tests fail the test that logs it). */
export const CONTRACT_BREAK = 'breaks its contract';

/** The error a drifted answer ends its query with (for developers: production never checks). */
export const CONTRACT_MISMATCH = 'Jawaban server tidak sesuai kontrak';
