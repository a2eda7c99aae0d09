import type { AnswerGuard } from './readable/common';

/** How one call of the platform is made. Every call lives in the endpoint table (./endpoints). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The kinds of order a money call places, as the player's messages name them. */
export type MoneyOrder = 'deposit' | 'withdrawal' | 'bet' | 'redemption' | 'claim';

export interface EndpointDef<Req, Res> {
  method: HttpMethod;
  /** Default path under the API base; operators override it by name in the runtime config. */
  path: string;
  /** `required`: refuse to call without a session; `optional`: send the token when there is one. */
  token: 'none' | 'required' | 'optional';
  /** Sent as the `ModuleId` header where the spec names a module identifier. */
  moduleId?: string;
  /** Body encrypted with the envelope of DECISIONS §2 (DES body, RSA-wrapped key). */
  encrypted?: boolean;
  /** Body encoding for non-GET calls. */
  body?: 'json' | 'form';
  /** Where the answer sits: `value` (default), or `value` falling back to `data`. */
  read?: 'value' | 'valueOrData';
  /** Milliseconds before the call is abandoned (default REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
  /**
   * The payload's field naming the merchant. The client writes it with the `Merchant` header's value once the
   * deployment's settings are in, so the two never differ; the caller's payload leaves it out (CallerReqOf).
   */
  merchantField?: MerchantField;
  /** Silent calls never raise the global network toasts (announcements, unread counts). */
  silent?: boolean;
  /**
   * The call moves money and places this kind of order: it is sent only with an `Idempotency-Key`
   * (CallOptions.idempotencyKey), and after a timeout its outcome is read back by that key (`orderStatus`).
   */
  money?: MoneyOrder;
  /**
   * The call changes something on the platform without moving money (signs in for the day, signs a
   * contract, saves settings, opens an account, registers a player, resets a password, sends a code):
   * an answer of its success that the app cannot read still means the change was made. The call then fails as `doneUnread`, which
   * `useActionMutation` (src/hooks) turns into a success without an answer.
   */
  sideEffect?: true;
  /**
   * Whether an answer holds the fields the app reads, of the kinds it reads them as (./readable). The
   * adapter fails a call whose answer does not (./read-answer.ts), so nothing of it reaches a screen,
   * a store or storage. `anyAnswer` for a call whose answer is not read past its success.
   */
  readable: AnswerGuard;
  /** Phantom fields carrying the payload and answer types; never set at run time. */
  readonly __req?: Req;
  readonly __res?: Res;
}

export type MerchantField = 'merchantCode' | 'merchant';

export function endpoint<Req = void, Res = unknown, Merchant extends MerchantField = never>(
  def: Omit<EndpointDef<Req, Res>, '__req' | '__res' | 'merchantField'> & { merchantField?: Merchant },
): EndpointDef<Req, Res> & { readonly __merchant?: Merchant } {
  return def;
}

export type ReqOf<E> = E extends EndpointDef<infer Req, unknown> ? Req : never;
export type ResOf<E> = E extends EndpointDef<unknown, infer Res> ? Res : never;
/** The payload a caller gives: the wire's, less the merchant field the client writes (EndpointDef.merchantField). */
export type CallerReqOf<E> = E extends { readonly __merchant?: infer M }
  ? [Extract<M, MerchantField>] extends [never]
    ? ReqOf<E>
    : Omit<ReqOf<E>, Extract<M, MerchantField>>
  : ReqOf<E>;
