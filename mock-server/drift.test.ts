import { api, UNREADABLE_ANSWER_CODE } from '@/api';
import { answerDrifts } from '@/api/contract/check';
import { resetContractDrift, useContractDrift } from '@/api/contract-drift';
import { applyConfigOverrides } from '@/config/runtime';
import { CONTRACT } from '@/api/contract';
import type { CallContract } from '@/api/contract/common';
import type { EndpointName } from '@/api/endpoints';
import { mockAnswerDrifts } from './answer-check';
import { applyQuery, defaultControls } from './controls';
import { driftAnswer } from './drift';
import { failure, setUpMockServer } from './testing';

/** `mock.drift=NAME`: the call's answer breaks its contract on purpose (QA, the live contract check's tests). */
vi.mock('./panel/mount', () => ({ mountDemoPanel: () => undefined }));

const mock = setUpMockServer({ fail: [] });
const games = { merchant: 'DEMO', platform: 'html5', language: 'EN', gameType: 'RNG', pageNo: 1, pageSize: 5 } as const;

describe('mock.drift', () => {
  it('is read from the URL as a list of calls', () => {
    expect(applyQuery(defaultControls(), '?mock.drift=gameList,%20memberInfo').controls.drift).toEqual([
      'gameList',
      'memberInfo',
    ]);
    expect(defaultControls().drift).toEqual([]);
  });

  it('answers the named call so that the app cannot read it; other calls keep theirs', async () => {
    mock().set({ drift: ['gameList'] });
    expect(await failure(api.gameList(games))).toMatchObject({ kind: 'server', errorCode: UNREADABLE_ANSWER_CODE });
    expect(answerDrifts('hotGames', await api.hotGames({ isPlatform: 2, language: 'EN', platform: 'html5' }))).toEqual(
      [],
    );
    // Drift on purpose is no bug of the mock: its own check ran on the handler's answer.
    expect(mockAnswerDrifts).toEqual([]);
  });

  it('breaks the answer of every call the app reads, whatever its shape', () => {
    const samples: Partial<Record<EndpointName, unknown>> = {
      captcha: 'data:image/svg+xml;base64,PHN2Zz4=',
      usernameCheck: true,
      inboxUnreadCount: 3,
      favouriteIds: ['a', 'b'],
      memberWallet: { sumBalance: 1, currencySymbol: '₫' },
      rewards: [{ id: 'r1', kind: 'BONUS', title: 'T', amount: 1, status: 'CLAIMABLE', expireTime: 'x' }],
      orderStatus: { state: 'NOT_RECEIVED' },
      vendorGameTypes: { RNG: [{ vassalage: 'PG', displayName: 'PG' }] },
    };
    for (const [name, value] of Object.entries(samples) as [EndpointName, unknown][]) {
      expect(answerDrifts(name, value), name).toEqual([]);
      expect(answerDrifts(name, driftAnswer(name, value)).length, name).toBeGreaterThan(0);
    }
    // Calls whose answer the app does not read have nothing to break.
    const unread = (Object.keys(CONTRACT) as EndpointName[]).filter(
      (name) => ((CONTRACT as Record<string, CallContract>)[name].res as { type: string }).type === 'custom',
    );
    expect(unread).toContain('logout');
    for (const name of unread) expect(driftAnswer(name, null)).toBeNull();
  });

  it('is what the live adapter’s contract check reports, once per call, with contractCheck on', async () => {
    resetContractDrift();
    applyConfigOverrides({ contractCheck: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      mock().set({ drift: ['gameList'] });
      // The check sees each answer as it came, before the app refuses it.
      await failure(api.gameList(games));
      await failure(api.gameList(games));
      await api.hotGames({ isPlatform: 2, language: 'EN', platform: 'html5' });
      await vi.waitFor(() => expect(useContractDrift.getState().drifts).toHaveLength(2));
      expect(useContractDrift.getState().drifts).toEqual([
        { call: 'gameList', path: 'games', expected: '"games"', got: 'undefined' },
        { call: 'gameList', path: 'pageNum', expected: 'number', got: '"drift"' },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warn.mock.calls.filter(([line]) => String(line).startsWith('[contract]'))).toEqual([
        [
          '[contract] gameList answered outside its contract:\n' +
            '  games: expected "games", got undefined\n' +
            '  pageNum: expected number, got "drift"',
        ],
      ]);
    } finally {
      applyConfigOverrides({ contractCheck: false });
      warn.mockRestore();
    }
  });
});
