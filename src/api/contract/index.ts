import type * as v from 'valibot';
import type { EndpointName, Endpoints } from '../endpoints';
import type { ReqOf, ResOf } from '../endpoint';
import { agentContract } from './agent';
import { authContract } from './auth';
import { contentContract } from './content';
import { gamesContract } from './games';
import { lotteryContract } from './lottery';
import { memberContract } from './member';
import { rewardsContract } from './rewards';
import { siteContract } from './site';

/**
 * The one contract: every call's payload (`req`, absent when it takes none) and answer (`res`) as
 * valibot schemas, by endpoint name. The payload and answer types of src/api/types are derived from
 * these schemas; the mock validates requests and its own answers against them, and the live
 * adapter checks real answers when a deployment turns on `contractCheck` (./check.ts, lazily).
 *
 * Run-time code: import this module only lazily in the app (it carries valibot and every schema).
 */
export const CONTRACT = {
  ...siteContract,
  ...authContract,
  ...memberContract,
  ...rewardsContract,
  ...agentContract,
  ...gamesContract,
  ...lotteryContract,
  ...contentContract,
};
export type Contract = typeof CONTRACT;

// ---- compile-time completeness: every row of the endpoint table has its schemas, and their types
// are the table's payload and answer types.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;
type ReqMatches<K extends EndpointName> = [ReqOf<Endpoints[K]>] extends [void]
  ? K extends keyof Contract
    ? Contract[K] extends { req: v.GenericSchema }
      ? false
      : true
    : false
  : K extends keyof Contract
    ? Contract[K] extends { req: infer S }
      ? Same<Out<S>, ReqOf<Endpoints[K]>>
      : false
    : false;
type ResMatches<K extends EndpointName> = K extends keyof Contract
  ? Same<Out<Contract[K]['res']>, ResOf<Endpoints[K]>>
  : false;

/** Calls whose schemas are missing or do not give the endpoint table's types (should be `never`). */
export type ContractMismatch = {
  [K in EndpointName]: ReqMatches<K> extends true ? (ResMatches<K> extends true ? never : K) : K;
}[EndpointName];
type Extra = Exclude<keyof Contract, EndpointName>;

const complete: [ContractMismatch, Extra] extends [never, never] ? true : { mismatch: ContractMismatch; extra: Extra } =
  true;
void complete;
