import { useSiteStatus } from '@/queries/site';

/** games-and-content §4: flag '1' gives the new member centre / deposit detail, anything else the base one. */
export const NEW_TEMPLATE = '1';

export function useMemberTemplates(): { newMemberCentre: boolean; newDepositDetail: boolean } {
  const template = useSiteStatus().data?.info.mobileTemplate;
  return { newMemberCentre: template?.mem_cen === NEW_TEMPLATE, newDepositDetail: template?.dep_func === NEW_TEMPLATE };
}
