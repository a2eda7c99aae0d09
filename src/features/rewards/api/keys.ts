import type { GameRecordQuery } from '@/api/types/rewards';
import type { LanguageCode } from '@/api/types/common';

/** Query keys of the rewards screens; everything of one player sits under `['rewards', user]`. */
export const rewardsKeys = {
  all: (user: string | undefined) => ['rewards', user] as const,
  gameRecords: (user: string | undefined, query: Omit<GameRecordQuery, 'pageNo'>) =>
    ['rewards', user, 'gameRecords', query] as const,
  rewards: (user: string | undefined, language: LanguageCode) => ['rewards', user, 'list', language] as const,
  mall: (user: string | undefined, language: LanguageCode) => ['rewards', user, 'mall', language] as const,
  signIn: (user: string | undefined) => ['rewards', user, 'signIn'] as const,
  benefits: (user: string | undefined, language: LanguageCode) => ['rewards', user, 'benefits', language] as const,
  /** Mutation keys: an order in flight is read from the mutation cache, so a card or dialog mounted again still sees it. */
  claim: (user: string | undefined) => ['rewards', user, 'claim'] as const,
  redeem: (user: string | undefined) => ['rewards', user, 'redeem'] as const,
};
