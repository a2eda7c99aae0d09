// @vitest-environment node
import { api } from '@/api';
import { AGENT_NOTICE_TYPES } from '@/features/agent/constants';
import { useSessionStore, type SessionInfo } from '@/stores/session';
import { queryClient } from '../query-client';

// Every call stays pending: a loader must start its calls, never wait for them.
vi.mock('@/api', async (original) => {
  const actual = await original<typeof import('@/api')>();
  const calls = new Map<string, ReturnType<typeof vi.fn>>();
  const pending = new Proxy({} as typeof actual.api, {
    get: (_, name: string) => {
      if (!calls.has(name))
        calls.set(
          name,
          vi.fn(() => new Promise(() => undefined)),
        );
      return calls.get(name);
    },
  });
  return { ...actual, api: pending };
});

const AGENT: SessionInfo = { token: 't', merchantCode: 'M', userName: 'agent01', type: 1, firstTimeLogin: false };
const MEMBER: SessionInfo = { ...AGENT, userName: 'demo01', type: 0 };

/** The calls each route's first screen makes, started by its clientLoader with the route's code. */
const FIRST_CALLS: Record<string, string[]> = {
  rewardCenter: ['rewards'],
  mall: ['mall'],
  benefits: ['clubBenefit'],
  signIn: ['signInStatus'],
  gameRecord: ['gameRecords'],
  voucherCenter: ['depositChannels'],
  withdraw: ['withdrawInfo', 'memberWallet'],
  webEmail: ['mailList'],
  transactionRecord: ['transactionRecords'],
  myAccount: ['memberInfo'],
  securityCenter: ['memberInfo'],
  memberHome: ['memberInfo'],
  activity: ['announcements', 'promotionCategories'],
  help: ['announcements', 'helpCentre'],
  customer: ['customerServiceEntries'],
  message: ['announcements'],
  notice: ['announcements'],
};

/** Agent-only routes: started for an agent, never for a member (the screen sends members away). */
const AGENT_FIRST_CALLS: Record<string, string[]> = {
  agent: ['teamKpi', 'inboxUnreadCount', 'announcements'],
  agentTeamOverview: ['teamOverview'],
  agentTeamPnl: ['teamPnl'],
  teamBetting: ['teamBets'],
  teamRebate: ['rebateIncome'],
  agentDividend: ['dividendRecords'],
  agentRebate: ['rebateSettings'],
  memberTeam: ['teamMembers'],
  memberNotice: ['announcements'],
  salaryContract: ['dailySalaryContract'],
  dividendContract: ['dividendContract'],
  hourContract: ['hourlySalaryContract'],
};

type Loader = (args: { request: Request }) => unknown;
const routeModules = import.meta.glob<{ clientLoader: Loader }>('./*.tsx');

async function runLoader(id: string, url = `http://localhost/m/${id}`): Promise<string[]> {
  vi.clearAllMocks();
  const route = await routeModules[`./${id}.tsx`]();
  expect(route.clientLoader({ request: new Request(url) })).toBeNull();
  const fake = api as unknown as Record<string, ReturnType<typeof vi.fn>>;
  return API_NAMES.filter((name) => fake[name].mock.calls.length > 0);
}

const API_NAMES = [...new Set([...Object.values(FIRST_CALLS), ...Object.values(AGENT_FIRST_CALLS)].flat())];

const signIn = (session: SessionInfo | null) =>
  session ? useSessionStore.getState().signIn(session) : useSessionStore.getState().signOut();

describe('route clientLoaders start the first screen’s calls with the route’s code', () => {
  beforeEach(() => queryClient.clear());
  afterAll(() => signIn(null));

  it.each(Object.entries(FIRST_CALLS))('%s starts %j for a member', async (id, calls) => {
    signIn(MEMBER);
    expect(await runLoader(id)).toEqual(expect.arrayContaining(calls));
  });

  it.each(Object.entries(AGENT_FIRST_CALLS))('%s starts %j for an agent, nothing for a member', async (id, calls) => {
    signIn(AGENT);
    expect(await runLoader(id)).toEqual(expect.arrayContaining(calls));
    queryClient.clear();
    signIn(MEMBER);
    expect(await runLoader(id)).toEqual([]);
  });

  it('starts nothing for a visitor on a route that needs a session', async () => {
    signIn(null);
    for (const id of ['withdraw', 'webEmail', 'transactionRecord', 'rewardCenter', 'agentTeamPnl']) {
      expect(await runLoader(id)).toEqual([]);
    }
  });

  it('starts what the screen will read: the same query keys, so the screen finds them loading', async () => {
    signIn(AGENT);
    await runLoader('memberNotice', 'http://localhost/m/member/notice?types=A,B');
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => JSON.stringify(q.queryKey));
    expect(keys.some((key) => key.includes('"A,B"'))).toBe(true);
    queryClient.clear();
    await runLoader('memberNotice');
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .some((q) => JSON.stringify(q.queryKey).includes(`"${AGENT_NOTICE_TYPES}"`)),
    ).toBe(true);
  });
});
