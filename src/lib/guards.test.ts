// @vitest-environment node
import {
  hasFields,
  isArrayOf,
  isBoolean,
  isFiniteNumber,
  isNonEmptyString,
  isNullable,
  isOptional,
  isRecord,
  isRecordOf,
  isString,
} from './guards';

describe('guards', () => {
  it('tell primitives apart', () => {
    expect([isString(''), isString(1), isNonEmptyString(''), isNonEmptyString('a')]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect([isBoolean(false), isBoolean('false'), isFiniteNumber(0), isFiniteNumber(NaN), isFiniteNumber('1')]).toEqual(
      [true, false, true, false, false],
    );
    expect([isRecord({}), isRecord([]), isRecord(null), isRecord('x')]).toEqual([true, false, false, false]);
  });

  it('check every item of an array or a map', () => {
    expect(isArrayOf(isString)(['a', 'b'])).toBe(true);
    expect(isArrayOf(isString)(['a', 1])).toBe(false);
    expect(isArrayOf(isString)({ 0: 'a' })).toBe(false);
    expect(isRecordOf(isArrayOf(isString))({ demo01: ['A'], vip01: [] })).toBe(true);
    expect(isRecordOf(isArrayOf(isString))({ demo01: 'A' })).toBe(false);
    expect(isRecordOf(isBoolean)([])).toBe(false);
  });

  it('check the named fields of an object, letting others through, optional ones absent', () => {
    const isUser = hasFields({ name: isString, age: isOptional(isFiniteNumber) });
    expect(isUser({ name: 'a' })).toBe(true);
    expect(isUser({ name: 'a', age: 3, extra: true })).toBe(true);
    expect(isUser({ name: 'a', age: '3' })).toBe(false);
    expect(isUser({ age: 3 })).toBe(false);
    expect(isUser(['a'])).toBe(false);
    expect(isUser(null)).toBe(false);
  });

  it('tell a nullable field (null or the kind) from an optional one (absent or the kind)', () => {
    expect([isNullable(isString)(null), isNullable(isString)('a'), isNullable(isString)(undefined)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([isOptional(isString)(undefined), isOptional(isString)(null)]).toEqual([true, false]);
  });
});
