import { useCallback, useReducer } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/components/ui/toast';
import { useRequireSession } from '@/hooks/use-require-session';
import { useSession } from '@/stores/session';
import { readFavourites, toggleFavourite } from './favourites';

/** The logged-in player's lottery favourites (LOTTFAV) and a toggle that needs a session. */
export function useLotteryFavourites() {
  const { t } = useTranslation('lottery');
  const userName = useSession()?.userName;
  const requireSession = useRequireSession();
  // Favourites live in localStorage: re-render after a toggle to read the new list.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const favourites = userName ? readFavourites(userName) : [];

  const toggle = useCallback(
    (gameId: string) => {
      if (!requireSession() || !userName) return;
      toggleFavourite(userName, gameId);
      rerender();
      toast.success(t('favourites.saved'));
    },
    [requireSession, userName, t],
  );
  return { favourites, toggle };
}
