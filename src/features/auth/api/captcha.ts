import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { authKeys } from './keys';

export interface Captcha {
  /** The image as a data URL, once loaded. */
  image: string | undefined;
  loading: boolean;
  refresh(): void;
}

export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.captcha(),
    queryFn: () => api.captcha(),
    staleTime: Infinity,
    gcTime: 0,
  });

/** The captcha image (base64 PNG or SVG) as a data URL; fetched only while the field is shown. */
export function useCaptcha(enabled: boolean): Captcha {
  const query = useQuery({ ...captchaQueryOptions(), enabled });
  const image = query.data ? toDataUrl(query.data) : undefined;
  return { image, loading: query.isFetching, refresh: () => void query.refetch() };
}

/** A server may answer a bare base64 string or a full data URL; SVGs start with "PHN2" ("<svg"). */
export function toDataUrl(value: string): string {
  if (value.startsWith('data:')) return value;
  return `data:image/${value.startsWith('PHN2') || value.startsWith('PD94') ? 'svg+xml' : 'png'};base64,${value}`;
}
