// @vitest-environment node
import { buildTimeConfig, type RuntimeConfig } from '@/config/runtime';
import { checkAnswer } from './contract-check';
import { resetContractDrift, useContractDrift } from './contract-drift';
import { createHttpClient, type HttpClientDeps } from './http';
import { UNREADABLE_ANSWER_CODE } from './read-answer';

/** The live adapter's contract check (runtime config `contractCheck`): drift reported once per call, answers untouched. */
const game = {
  code: 'g1',
  gameId: 'G1',
  nodeId: 'N1',
  gameName: 'Dragon',
  displayName: 'Dragon',
  vassalage: 'PG',
  gameType: 'RNG',
  gameCode: 'G1',
  iconUrl: 'https://cdn.example.test/g1.png',
  isTop: true,
  isNew: false,
};
const goodList = { games: [game], pageNum: 1, totalPages: 1 };
/** Drifted in fields the app does not read: the app takes it. */
const driftedList = {
  games: [
    { ...game, code: 7, minBet: 'low' },
    { ...game, code: 8 },
  ],
  pageNum: 1,
  totalPages: 1,
};
/** Drifted in fields the app reads: the app refuses it (src/api/read-answer.ts). */
const unreadableList = { games: [game], totalPages: '1' };
const gameListPayload = {
  merchant: 'M1',
  platform: 'html5',
  gameType: 'RNG',
  pageNo: 1,
  pageSize: 10,
  language: 'EN',
} as const;

function setup(answers: unknown[], cfg: Partial<RuntimeConfig> = {}) {
  const bodies = [...answers];
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(JSON.stringify({ success: true, value: bodies.shift() }), { status: 200 })),
  );
  const check = vi.fn(checkAnswer);
  const deps: HttpClientDeps = {
    config: async () => ({ ...buildTimeConfig, apiBase: 'https://api.example.test', contractCheck: true, ...cfg }),
    token: () => 'tok',
    language: () => 'EN',
    standaloneIos: () => false,
    onUnauthorized: vi.fn(),
    checkAnswer: check,
    fetch: fetchMock,
  };
  return { api: createHttpClient(deps), check };
}

describe('contract check of the live adapter', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetContractDrift();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reports the drifted fields of a drifted answer (call, field, expected, got) once per call', async () => {
    const { api } = setup([driftedList, driftedList, goodList]);
    const answer = await api.gameList(gameListPayload);
    // The app gets the answer as it came, drift and all.
    expect(answer).toEqual(driftedList);
    await vi.waitFor(() => expect(useContractDrift.getState().drifts).not.toEqual([]));
    expect(useContractDrift.getState().drifts).toEqual([
      { call: 'gameList', path: 'games.0.code', expected: 'string', got: '7' },
      { call: 'gameList', path: 'games.0.minBet', expected: 'number', got: '"low"' },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[contract] gameList answered outside its contract:\n' +
        '  games.0.code: expected string, got 7\n' +
        '  games.0.minBet: expected number, got "low"',
    );

    // The same call drifting again is not reported again.
    await api.gameList(gameListPayload);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(useContractDrift.getState().drifts).toHaveLength(2);
  });

  it('reports an answer the app then refuses because it cannot read it', async () => {
    const { api } = setup([unreadableList]);
    await expect(api.gameList(gameListPayload)).rejects.toMatchObject({ errorCode: UNREADABLE_ANSWER_CODE });
    await vi.waitFor(() =>
      expect(useContractDrift.getState().drifts).toEqual([
        { call: 'gameList', path: 'pageNum', expected: '"pageNum"', got: 'undefined' },
        { call: 'gameList', path: 'totalPages', expected: 'number', got: '"1"' },
      ]),
    );
  });

  it('reports nothing for answers that keep their contract', async () => {
    const { api, check } = setup([goodList, { sumBalance: 12.5, currencySymbol: '₫' }, null]);
    await api.gameList(gameListPayload);
    await api.memberWallet();
    await api.logout({ token: 't' });
    expect(check).toHaveBeenCalledTimes(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useContractDrift.getState().drifts).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('checks nothing, and loads no checker, while contractCheck is off', async () => {
    const { api, check } = setup([driftedList], { contractCheck: false });
    await expect(api.gameList(gameListPayload)).resolves.toEqual(driftedList);
    expect(check).not.toHaveBeenCalled();
  });

  it('never fails a call when the check itself throws', async () => {
    const { api } = setup([goodList]);
    const deps = {
      config: async () => ({ ...buildTimeConfig, contractCheck: true }),
      token: () => null,
      language: () => 'EN' as const,
      standaloneIos: () => false,
      onUnauthorized: vi.fn(),
      checkAnswer: () => {
        throw new Error('checker broke');
      },
      fetch: () => Promise.resolve(new Response(JSON.stringify({ success: true, value: goodList }))),
    };
    await expect(createHttpClient(deps).gameList(gameListPayload)).resolves.toEqual(goodList);
    await expect(api.gameList(gameListPayload)).resolves.toEqual(goodList);
  });
});
