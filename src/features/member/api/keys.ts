import type { TransactionQuery } from '@/api/types/member';

/** Query keys of the member screens (wallet, info and unread counts live in src/queries/member.ts). */
export const memberScreenKeys = {
  depositChannels: (user: string | undefined) => ['member', user, 'depositChannels'] as const,
  withdrawInfo: (user: string | undefined) => ['member', user, 'withdrawInfo'] as const,
  transactions: (user: string | undefined, query?: Omit<TransactionQuery, 'pageNo'>) =>
    (query ? ['member', user, 'transactions', query] : ['member', user, 'transactions']) as readonly unknown[],
  mails: (user: string | undefined) => ['member', user, 'mails'] as const,
  headIcon: (user: string | undefined) => ['member', user, 'headIcon'] as const,
};
