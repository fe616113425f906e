import { Type } from '@sinclair/typebox';
import { api, checkAnswers, CONTRACT_MISMATCH, setServerApiBase } from '../api';
import { createAppStore } from '../store';

const probes = api.injectEndpoints({
  endpoints: (build) => ({
    contractProbe: build.query<{ title: string; amount: number }, void>({ query: () => '/probe' }),
  }),
});

checkAnswers(probes, async () => ({
  answers: { contractProbe: Type.Object({ title: Type.String(), amount: Type.Integer() }) },
}));

let answer: { status: number; body: unknown };
beforeAll(() => setServerApiBase('http://api.test'));
beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(answer.body, { status: answer.status }));
});
afterEach(() => jest.restoreAllMocks());

async function ask(status: number, body: unknown) {
  answer = { status, body };
  return createAppStore().dispatch(probes.endpoints.contractProbe.initiate());
}

describe("the browser's API layer holds every answer to its endpoint's contract", () => {
  it('passes an answer that keeps the contract as it came (extra fields included)', async () => {
    const error = jest.spyOn(console, 'error');
    const result = await ask(200, { title: 'Beasiswa', amount: 25_000, extra: true });
    expect(result.data).toEqual({ title: 'Beasiswa', amount: 25_000, extra: true });
    expect(result.error).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });

  it('ends a drifted answer in an error, naming the endpoint and where the answer first breaks it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const result = await ask(200, { title: 'Beasiswa', amount: '25000' });
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: CONTRACT_MISMATCH,
      data: { path: '/amount', message: expect.any(String) },
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toMatch(/^API answer of contractProbe breaks its contract at \/amount: /);
  });

  it('catches a missing field too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const result = await ask(200, { amount: 25_000 });
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', data: { path: '/title' } });
  });

  it('leaves error answers to the caller: they are not the endpoint answer', async () => {
    const error = jest.spyOn(console, 'error');
    const result = await ask(404, { error: 'Transaksi tidak ditemukan' });
    expect(result.error).toEqual({ status: 404, data: { error: 'Transaksi tidak ditemukan' } });
    expect(error).not.toHaveBeenCalled();
  });

  it('skips the check in a production build', async () => {
    const error = jest.spyOn(console, 'error');
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const result = await ask(200, { title: 'Beasiswa', amount: '25000' });
      expect(result.data).toEqual({ title: 'Beasiswa', amount: '25000' });
    } finally {
      process.env.NODE_ENV = env;
    }
    expect(error).not.toHaveBeenCalled();
  });
});
