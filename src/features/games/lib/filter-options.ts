import { useTranslation } from '@/lib/use-translation';
import type { VendorName } from '@/api/types/games';
import { CLASSIFY_OPTIONS, MIN_BET_OPTIONS } from '../constants';

/** Labelled options of the search and filter chips; '' is "All" (sent empty, §4). */
export function useFilterOptions(vendors: readonly VendorName[]) {
  const { t } = useTranslation('games');
  const all = { value: '', label: t('filter.all') };
  return {
    providers: [all, ...vendors.map((v) => ({ value: v.vassalage, label: v.displayName ?? v.vassalage }))],
    classify: CLASSIFY_OPTIONS.map((c) => (c ? { value: c, label: t(`classify.${c}`) } : all)),
    minBet: MIN_BET_OPTIONS.map((m) => (m ? { value: m, label: m } : all)),
  };
}
