import { api } from '@/api';
import { formatDate } from '@/lib/format';
import { failure, logIn, setUpMockServer } from '../testing';

/** The agent handlers through the app's real HTTP adapter. */
vi.mock('../panel/mount', () => ({ mountDemoPanel: () => undefined }));

setUpMockServer();
const today = formatDate(new Date());
const range = { startDate: today, endDate: today };
const page = { pageNum: 1, pageSize: 20 };

describe('agent mock', () => {
  it('counts today’s team KPI for agent01, with the members who joined today and the accounts opened today, and refuses members', async () => {
    await logIn('agent01');
    const joinedToday = (await api.teamKpi({ ...range, size: 0 })).footer.teamRegisterMemberCount;
    expect(joinedToday).toBe(3); // the demo's team: three generated members join on the day it starts
    await api.agentRegister({
      accountType: 0,
      username: 'newteam01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    const { footer } = await api.teamKpi({ ...range, size: 0 });
    expect(footer.teamRegisterMemberCount).toBe(joinedToday + 1);
    expect(footer.teamOnlineCount).toBeGreaterThan(0);
    expect(footer.teamLoginMemberCount).toBeGreaterThanOrEqual(footer.teamOnlineCount);
    await logIn('demo01');
    expect((await failure(api.teamKpi({ ...range, size: 0 }))).errorCode).toBe('permission.denied');
  });

  it('keeps agent01’s daily-salary contract pending until signed', async () => {
    await logIn('agent01');
    expect(await api.dividendInfo()).toEqual({
      dailysalreqtype: 'DAILY',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
    expect(await api.signContract({ kind: 'dailySalary' })).toMatchObject({ status: 'signed' });
    expect((await api.dividendInfo()).dailysalreqtype).toBe('');
    expect((await failure(api.signContract({ kind: 'dailySalary' }))).errorCode).toBe('validation.error');
    await logIn('demo01');
    expect(await api.dividendInfo()).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' });
  });

  it('pages 200+ team members, searches them and opens new accounts into the team', async () => {
    await logIn('agent01');
    const first = await api.teamMembers(page);
    expect(first.total).toBeGreaterThan(200);
    expect(first.list).toHaveLength(20);
    const found = await api.teamMembers({ ...page, username: first.list[3].username });
    expect(found.list.map((m) => m.username)).toContain(first.list[3].username);
    await api.agentRegister({
      accountType: 0,
      username: 'newteam01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect((await api.teamMembers({ ...page, username: 'newteam01' })).list[0]).toMatchObject({
      lastLoginTime: null,
      type: 0,
    });
    expect(
      (
        await failure(
          api.agentRegister({ accountType: 0, username: 'demo01', password: 'abc12345', confirmPassword: 'abc12345' }),
        )
      ).errorCode,
    ).toBe('username.exists');
  });

  it('answers team members as their own accounts read: joined on their date, last login not before it', async () => {
    await logIn('demo01');
    const demo01 = await api.memberInfo();
    const { validBet } = await api.clubBenefit();
    await logIn('agent01');
    const team = (await Promise.all([1, 2, 3].map((pageNum) => api.teamMembers({ pageNum, pageSize: 100 })))).flatMap(
      (p) => p.list,
    );
    expect(team.length).toBeGreaterThan(200);
    const row = team.find((m) => m.username === 'demo01')!;
    expect(row.registerTime.slice(0, 10)).toBe(formatDate(demo01.registerTime!));
    expect(row.validBet30d).toBe(validBet);
    const loggedInBeforeJoining = team.filter((m) => m.lastLoginTime !== null && m.lastLoginTime < m.registerTime);
    expect(loggedInBeforeJoining).toEqual([]);

    const teammate = team.find((m) => m.id.startsWith('u-team'))!;
    await logIn(teammate.username);
    expect(teammate.registerTime.slice(0, 10)).toBe(formatDate((await api.memberInfo()).registerTime!));
  });

  it('answers reports whose rows add up to their summaries', async () => {
    await logIn('agent01');
    const month = { startDate: formatDate(new Date(Date.now() - 29 * 86_400_000)), endDate: today };
    const pnl = await api.teamPnl({ ...month, pageNum: 1, pageSize: 100 });
    const bets = await api.teamBets({ ...month, ...page });
    expect(bets.summary.betAmount).toBe(pnl.summary.betAmount);
    const overview = await api.teamOverview(month);
    expect(overview.betAmount).toBe(pnl.summary.betAmount);
    // One sign for the team's result: payouts plus rebates minus bets, on both screens.
    expect(overview.profitAmount).not.toBe(0);
    expect(overview.profitAmount).toBe(pnl.summary.profitAmount);
    expect(overview.profitAmount).toBe(
      Math.round((overview.payoutAmount + overview.rebateAmount - overview.betAmount) * 100) / 100,
    );
    const income = await api.rebateIncome({ ...month, ...page });
    expect(income.totalRebate).toBeGreaterThan(0);
    expect((await failure(api.teamPnl({ startDate: today, endDate: '2000-01-01', ...page }))).errorCode).toBe(
      'validation.error',
    );
  });

  it('saves downline rebate rates within the agent’s own rate', async () => {
    await logIn('agent01');
    const items = await api.rebateSettings();
    const rng = items.find((i) => i.gameType === 'RNG')!;
    const saved = await api.saveRebateSettings({ items: [{ gameType: 'RNG', downlineRate: 0.3 }] });
    expect(saved.find((i) => i.gameType === 'RNG')!.downlineRate).toBe(0.3);
    expect(
      (await failure(api.saveRebateSettings({ items: [{ gameType: 'RNG', downlineRate: rng.ownRate + 0.1 }] })))
        .errorCode,
    ).toBe('validation.error');
  });

  it('lists dividends and the invite codes', async () => {
    await logIn('agent01');
    const dividends = await api.dividendRecords(page);
    expect(dividends.list[0].status).toBe('pending');
    expect(await api.inviteInfo()).toEqual({ affiliateCodes: ['LUCKY88', 'AGENT01'] });
  });
});
