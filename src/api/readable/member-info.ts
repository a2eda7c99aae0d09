import {
  hasFields,
  isArrayOf,
  isBoolean,
  isFiniteNumber,
  isNullable,
  isOptional,
  isString,
  type Guard,
} from '../../lib/guards';
import type { MemberInfo } from '../types/member';

// Read at the start of a member's visit (its stored copy names the player): in the initial JS, apart
// from the other guards (./common.ts).

/**
 * Member info the screens can read (the server's answer, an update's answer or the stored copy): the
 * fields they use, of the kinds they use them as; the optional ones text where given (masked, trimmed, dated).
 */
export const isReadableMemberInfo: Guard<MemberInfo> = hasFields({
  id: isString,
  account: isString,
  nickname: isString,
  type: isFiniteNumber,
  memberLabel: isArrayOf(hasFields({ labelName: isString })),
  clubLabel: isOptional(isNullable(hasFields({ labelName: isString }))),
  avatar: isOptional(isString),
  avatarType: isOptional(isString),
  email: isOptional(isString),
  mobileNum: isOptional(isString),
  countryDialingCode: isOptional(isString),
  realName: isOptional(isString),
  registerTime: isOptional(isString),
  hasPaymentPassword: isOptional(isBoolean),
}) as Guard<MemberInfo>;
