import { api, type CallOptions } from '@/api';
import * as v from 'valibot';
import { ENDPOINTS, type EndpointName } from '@/api/endpoints';
import { errorMessageKey } from '@/api/errors';
import { formatDate } from '@/lib/format';
import { failure, logIn, newOrder, setUpMockServer } from '../testing';
import { payloadSchema } from '../contract';

/** The gateway's payload rules (the contract's payload schemas, src/api/contract) through the app's real HTTP adapter. */
vi.mock('../panel/mount', () => ({ mountDemoPanel: () => undefined }));

setUpMockServer({ fail: [] });
/** The mock tells the developer each refusal on the console; kept quiet here and checked once. */
const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
const today = formatDate(new Date());
/** Payloads built around what the type allows, as a buggy or hostile client would send them. */
const raw = <T>(payload: unknown) => payload as T;

describe('payload rules', () => {
  it('refuses every call sent without its required fields, naming one, before any handler runs', async () => {
    await logIn('agent01');
    const calls = (Object.keys(ENDPOINTS) as EndpointName[]).flatMap((name) => {
      const schema = payloadSchema(name) as v.ObjectSchema<v.ObjectEntries, undefined> | undefined;
      const entries = Object.values(schema?.entries ?? {});
      return entries.some((entry) => entry.type !== 'optional') ? [[name, schema!.entries] as const] : [];
    });
    expect(calls.length).toBeGreaterThan(50);
    for (const [name, schema] of calls) {
      const call = api[name as EndpointName] as (payload: unknown, options: CallOptions) => Promise<unknown>;
      const error = await failure(call({}, newOrder()));
      expect(error.errorCode, name).toBe('validation.required');
      expect(schema, name).toHaveProperty([(error.value as { field: string }).field]);
      expect(errorMessageKey(error), name).toBe('errors.validationRequired');
    }
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[mock\] withdraw refused: validation\.required \(\w+\)$/),
    );
  });

  it('refuses a withdrawal outside the limits, with cents below a cent or a short payment password', async () => {
    await logIn('demo01');
    const withdraw = { cardId: 'card-1', paymentPassword: '123456' };
    const refusal = async (payload: unknown) => {
      const error = await failure(api.withdraw(raw(payload), newOrder()));
      return [error.errorCode, (error.value as { field: string }).field];
    };
    expect(await refusal({ ...withdraw, amount: 99 })).toEqual(['validation.range', 'amount']);
    expect(await refusal({ ...withdraw, amount: 50_001 })).toEqual(['validation.range', 'amount']);
    expect(await refusal({ ...withdraw, amount: 100.001 })).toEqual(['validation.format', 'amount']);
    expect(await refusal({ ...withdraw, amount: '150' })).toEqual(['validation.format', 'amount']);
    expect(await refusal({ ...withdraw, amount: 150, paymentPassword: '12345' })).toEqual([
      'validation.format',
      'paymentPassword',
    ]);
  });

  it('refuses an open-account request with a wrong account type or over-long fields', async () => {
    await logIn('agent01');
    const account = {
      accountType: 0 as const,
      username: 'teamnew01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
    };
    expect((await failure(api.agentRegister(raw({ ...account, accountType: 2 })))).errorCode).toBe('validation.range');
    expect((await failure(api.agentRegister(raw({ ...account, accountType: '0' })))).errorCode).toBe(
      'validation.format',
    );
    expect((await failure(api.agentRegister({ ...account, username: 'a'.repeat(17) }))).errorCode).toBe(
      'validation.length',
    );
    expect((await failure(api.agentRegister({ ...account, password: 'abc', confirmPassword: 'abc' }))).errorCode).toBe(
      'validation.length',
    );
  });

  it('checks query strings: numbers as text, enumerations and page sizes', async () => {
    await logIn('agent01');
    const page = { startDate: today, endDate: today, pageNum: 1, pageSize: 20 };
    expect((await failure(api.teamPnl(raw({ ...page, pageNum: 'one' })))).errorCode).toBe('validation.format');
    expect((await failure(api.teamPnl({ ...page, pageSize: 1000 }))).errorCode).toBe('validation.range');
    expect((await failure(api.teamPnl({ ...page, startDate: '23/11/2026' }))).errorCode).toBe('validation.format');
    expect((await failure(api.teamMembers(raw({ pageNum: 1, pageSize: 20, filter: 'everyone' })))).errorCode).toBe(
      'validation.format',
    );
    await expect(api.teamPnl(page)).resolves.toMatchObject({ pageNum: 1 });
  });

  it('bounds feedback to 140 characters and 3 png or jpg images', async () => {
    await logIn('demo01');
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    await expect(api.feedback({ content: 'Great app', images: [png] })).resolves.toBeNull();
    expect((await failure(api.feedback({ content: 'x'.repeat(141), images: [] }))).errorCode).toBe('validation.length');
    expect((await failure(api.feedback({ content: '   ', images: [] }))).errorCode).toBe('validation.format');
    expect((await failure(api.feedback({ content: 'Hi', images: [png, png, png, png] }))).errorCode).toBe(
      'validation.length',
    );
    expect((await failure(api.feedback({ content: 'Hi', images: ['data:image/gif;base64,R0lGOD'] }))).errorCode).toBe(
      'validation.format',
    );
  });

  it('bounds a promotion comment to 140 characters, on a promotion still open', async () => {
    expect((await failure(api.promotionComment({ promotionId: 'x', content: 'Hi' }))).errorCode).toBe(
      'login.not.session',
    );
    await logIn('demo01');
    const [open] = (await api.availablePromotions()).content;
    await expect(api.promotionComment({ promotionId: open.id, content: 'x'.repeat(140) })).resolves.toBeNull();
    expect((await failure(api.promotionComment({ promotionId: open.id, content: 'x'.repeat(141) }))).errorCode).toBe(
      'validation.length',
    );
    expect((await failure(api.promotionComment({ promotionId: open.id, content: '  ' }))).errorCode).toBe(
      'validation.format',
    );
    expect((await failure(api.promotionComment({ promotionId: 'an-PR-none', content: 'Hi' }))).errorCode).toBe(
      'validation.error',
    );
  });

  it('refuses rebate rates finer than 0.1 and empty rate lists', async () => {
    await logIn('agent01');
    expect((await failure(api.saveRebateSettings({ items: [] }))).errorCode).toBe('validation.length');
    const error = await failure(api.saveRebateSettings({ items: [{ gameType: 'RNG', downlineRate: 0.15 }] }));
    expect([error.errorCode, error.value]).toEqual(['validation.format', { field: 'items.0.downlineRate' }]);
  });
});
