// @vitest-environment node
import fc from 'fast-check';
import * as v from 'valibot';
import { CONTRACT } from '@/api/contract';
import * as limits from '@/api/contract/limits';
import { CONTRACT_KINDS as CONTRACT_KINDS_OF_SCHEMA } from '@/api/contract/agent';
import { bool, int, list, literal, money, object, oneOf, optional, text } from '@/api/contract/request';
import type { EndpointName } from '@/api/endpoints';
import passwordRules from '@fixtures/passwordRules.json';
import { payloadSchema, validatePayload, VALIDATION_CODES } from './contract';
import { RULES } from './routes/auth';
import { CONTRACT_KINDS } from './routes/contract-kinds';
import { WITHDRAW_MAX, WITHDRAW_MIN } from './routes/member';

const schema = v.object({
  name: text(5, { min: 2 }),
  note: optional(text(3)),
  kind: oneOf(['a', 'b']),
  count: int(1, 10),
  amount: money(1, 100),
  on: optional(bool()),
  fixed: literal(2),
  items: list(object({ id: text(4) }), 2, 1),
});
const good = { name: 'abc', kind: 'a', count: 3, amount: 9.99, fixed: 2, items: [{ id: 'x' }] };
const check = (payload: unknown, textual = false) => validatePayload(schema, payload, textual);

describe('validatePayload (the payload schemas of src/api/contract, read as the gateway does)', () => {
  it('passes a payload that keeps every rule, optional fields absent or empty', () => {
    expect(check(good)).toBeNull();
    expect(check({ ...good, note: '', on: null })).toBeNull();
  });

  it('names the first broken rule and its field', () => {
    expect(check({ ...good, name: undefined })).toEqual({ code: VALIDATION_CODES.required, field: 'name' });
    expect(check({ ...good, name: '' })).toEqual({ code: VALIDATION_CODES.required, field: 'name' });
    expect(check({ ...good, name: 12345 })).toEqual({ code: VALIDATION_CODES.format, field: 'name' });
    expect(check({ ...good, name: 'abcdef' })).toEqual({ code: VALIDATION_CODES.length, field: 'name' });
    expect(check({ ...good, name: 'a' })).toEqual({ code: VALIDATION_CODES.length, field: 'name' });
    expect(check({ ...good, kind: 'c' })).toEqual({ code: VALIDATION_CODES.format, field: 'kind' });
    expect(check({ ...good, count: 2.5 })).toEqual({ code: VALIDATION_CODES.format, field: 'count' });
    expect(check({ ...good, count: 11 })).toEqual({ code: VALIDATION_CODES.range, field: 'count' });
    expect(check({ ...good, count: '3' })).toEqual({ code: VALIDATION_CODES.format, field: 'count' });
    expect(check({ ...good, amount: 1.005 })).toEqual({ code: VALIDATION_CODES.format, field: 'amount' });
    expect(check({ ...good, amount: Number.NaN })).toEqual({ code: VALIDATION_CODES.format, field: 'amount' });
    expect(check({ ...good, amount: 0.5 })).toEqual({ code: VALIDATION_CODES.range, field: 'amount' });
    expect(check({ ...good, on: 'yes' })).toEqual({ code: VALIDATION_CODES.format, field: 'on' });
    expect(check({ ...good, fixed: '2' })).toEqual({ code: VALIDATION_CODES.format, field: 'fixed' });
    expect(check({ ...good, items: [] })).toEqual({ code: VALIDATION_CODES.length, field: 'items' });
    expect(check({ ...good, items: [{ id: 'x' }, { id: 'toolong' }] })).toEqual({
      code: VALIDATION_CODES.length,
      field: 'items.1.id',
    });
    expect(check({ ...good, items: [{}] })).toEqual({ code: VALIDATION_CODES.required, field: 'items.0.id' });
    // A list's length is checked before its items, as the rule table did.
    expect(check({ ...good, items: [{ id: 'x' }, { id: 'toolong' }, { id: 'y' }] })).toEqual({
      code: VALIDATION_CODES.length,
      field: 'items',
    });
    // Fields in the schema's order: the first broken one is named.
    expect(check({ ...good, name: 'a', kind: 'c' })).toEqual({ code: VALIDATION_CODES.length, field: 'name' });
    expect(check({ ...good, items: 'x' })).toEqual({ code: VALIDATION_CODES.format, field: 'items' });
  });

  it('reads numbers and booleans as text in query strings and form bodies, and only there', () => {
    const query = { ...good, count: '3', amount: '9.99', on: 'true', fixed: '2' };
    expect(check(query, true)).toBeNull();
    expect(check(query, false)).toEqual({ code: VALIDATION_CODES.format, field: 'count' });
    expect(check({ ...query, count: '3x' }, true)).toEqual({ code: VALIDATION_CODES.format, field: 'count' });
    expect(check({ ...query, count: '30' }, true)).toEqual({ code: VALIDATION_CODES.range, field: 'count' });
  });

  it('counts characters the lenient way of either count: an emoji is one towards the maximum, two towards the minimum', () => {
    expect(check({ ...good, name: '😀😀😀😀😀' })).toBeNull();
    expect(check({ ...good, name: '😀' })).toBeNull();
    expect(check({ ...good, name: '😀😀😀😀😀😀' })).toEqual({ code: VALIDATION_CODES.length, field: 'name' });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'text', 3]) expect(check(body)).toEqual({ code: VALIDATION_CODES.format, field: '' });
  });

  it('never throws, whatever the payload, and answers a known code', () => {
    const codes = Object.values(VALIDATION_CODES);
    const schemas = (Object.keys(CONTRACT) as EndpointName[]).flatMap((name) => payloadSchema(name) ?? []);
    expect(schemas.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(
        fc.constantFrom(...schemas),
        fc.anything(),
        fc.dictionary(fc.string(), fc.anything()),
        fc.boolean(),
        (rules, body, fields, textual) => {
          for (const payload of [body, fields, { ...fields, ...(body as object) }]) {
            const result = validatePayload(rules, payload, textual);
            if (result) expect(codes).toContain(result.code);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the payload limits', () => {
  it('are the numbers the mock handlers and fixtures use for their own rules', () => {
    expect(limits.WITHDRAW_MIN).toBe(WITHDRAW_MIN);
    expect(limits.WITHDRAW_MAX).toBe(WITHDRAW_MAX);
    expect(limits.PASSWORD_MIN).toBe(passwordRules.passwordMinLength);
    expect(limits.PASSWORD_MAX).toBe(passwordRules.passwordMaxLength);
    expect(limits.SMS_CODE).toEqual(RULES.smsCode);
    expect(limits.DIALING_CODE).toEqual(RULES.dialingCode);
    expect(CONTRACT_KINDS_OF_SCHEMA).toEqual(CONTRACT_KINDS);
  });
});
