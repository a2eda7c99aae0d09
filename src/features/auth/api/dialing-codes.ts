import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { DEFAULT_DIALING_CODE } from '../constants';
import { authKeys } from './keys';

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: authKeys.countries(), queryFn: () => api.systemCountry(), staleTime: 30 * 60_000 });

/** Country dialling codes of the mobile fields (system country list), the default first. */
export function useDialingCodes(): string[] {
  const { data } = useQuery(countriesQueryOptions());
  const codes = [...new Set((data ?? []).map((c) => c.countryDialingCode))];
  return codes.length ? codes : [DEFAULT_DIALING_CODE];
}
