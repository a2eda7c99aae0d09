import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { ListParams } from '../api/reports';
import { DEFAULT_PERIOD, TEAM_SEARCH_DEBOUNCE_MS, type Period } from '../constants';

export type ListControls = ReturnType<typeof useListControls>;

/** A team list's first page: the default period, no search (what its route starts loading). */
export const FIRST_LIST_PARAMS = { period: DEFAULT_PERIOD, pageNum: 1, username: '' } as const satisfies ListParams;

/** Period, page and debounced username search of a team list; a new period or search starts at page 1. */
export function useListControls() {
  const [period, setPeriodState] = useState<Period>(FIRST_LIST_PARAMS.period);
  const [search, setSearchState] = useState('');
  const [pageNum, setPage] = useState<number>(FIRST_LIST_PARAMS.pageNum);
  const username = useDebouncedValue(search.trim(), TEAM_SEARCH_DEBOUNCE_MS);
  return {
    period,
    setPeriod: (next: Period) => {
      setPeriodState(next);
      setPage(1);
    },
    search,
    setSearch: (next: string) => {
      setSearchState(next);
      setPage(1);
    },
    username,
    pageNum,
    setPage,
    /** What the report calls ask for. */
    params: { period, pageNum, username } satisfies ListParams,
  };
}
