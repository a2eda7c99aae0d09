import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { useSingleFlightMutation } from '@/hooks/use-single-flight-mutation';
import { api, errorMessageKey } from '@/api';
import type { Mail, PagedList } from '@/api/types/member';
import { toast } from '@/components/ui/toast';
import { memberKeys } from '@/queries/keys';
import { useSession } from '@/stores/session';
import { MAIL_PAGE_SIZE } from '../constants';
import { memberScreenKeys } from './keys';
import { nextPageNo } from '@/lib/paging';

export const mailsQueryOptions = (user: string | undefined) =>
  infiniteQueryOptions({
    queryKey: memberScreenKeys.mails(user),
    queryFn: ({ pageParam }) => api.mailList({ pageNo: pageParam, pageSize: MAIL_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

export const useMails = () => useInfiniteQuery(mailsQueryOptions(useSession()?.userName));

type MailPages = InfiniteData<PagedList<Mail>>;

/**
 * Change the cached mails at once (read marks, deletions), then re-read the list and the unread
 * count; a failed read mark says why (the re-read puts the mail back to unread).
 */
function useMailCache() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useSession()?.userName;
  return {
    failed: (error: unknown) => void toast.error(t(errorMessageKey(error))),
    update(change: (mail: Mail) => Mail | null) {
      client.setQueryData<MailPages>(
        memberScreenKeys.mails(user),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              list: page.list.map(change).filter((m): m is Mail => m !== null),
            })),
          },
      );
    },
    refresh() {
      void client.invalidateQueries({ queryKey: memberKeys.unreadMail(user) });
      void client.invalidateQueries({ queryKey: memberScreenKeys.mails(user) });
    },
  };
}

export function useReadMail() {
  const cache = useMailCache();
  return useMutation({
    mutationFn: (id: string) => api.mailRead({ id }),
    onMutate: (id) => cache.update((mail) => (mail.id === id ? { ...mail, read: true } : mail)),
    onError: cache.failed,
    onSettled: () => cache.refresh(),
  });
}

export function useReadAllMail() {
  const cache = useMailCache();
  return useMutation({
    mutationFn: () => api.mailReadAll(),
    onSuccess: () => cache.update((mail) => ({ ...mail, read: true })),
    onError: cache.failed,
    onSettled: () => cache.refresh(),
  });
}

/** Single-flight: a second tap on Delete while the first runs would delete a mail already gone and fail. */
export function useDeleteMail() {
  const cache = useMailCache();
  return useSingleFlightMutation({
    mutationFn: (id: string) => api.mailDelete({ id }),
    onSuccess: (_, id) => cache.update((mail) => (mail.id === id ? null : mail)),
    onSettled: () => cache.refresh(),
  });
}
