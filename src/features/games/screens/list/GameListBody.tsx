import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { href } from '@/config/paths';
import { useSession } from '@/stores/session';
import { useGameList } from '../../api/use-game-list';
import { GameGrid } from '../../components/GameGrid';
import { SESSION_TABS, type ListScope, type ListState } from '../../lib/list-state';

interface GameListBodyProps {
  scope: ListScope;
  /** The page's category (launch category of the tiles). */
  category: string;
  state: ListState;
  label: string;
}

const EMPTY_TEXT_KEY = { fav: 'list.emptyFav', recent: 'list.emptyRecent' } as const;

/** The list a tab shows: windowed grid with infinite scroll, or its empty, failed or login state. */
export function GameListBody({ scope, category, state, label }: GameListBodyProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const session = useSession();
  const list = useGameList(scope, state);

  // Opening the tab without a session goes to /m/login (GameListPage); this is for a session that ends on it.
  if (SESSION_TABS.includes(state.tab) && !session) {
    return (
      <EmptyState>
        {tc('errors.notLoggedIn')} <Link to={href('login')}>{tc('nav.login')}</Link>
      </EmptyState>
    );
  }
  if (list.isError && list.games.length === 0)
    return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <Spinner />;
  if (list.games.length === 0) {
    const key = state.tab === 'fav' || state.tab === 'recent' ? EMPTY_TEXT_KEY[state.tab] : 'list.empty';
    return <EmptyState>{t(key)}</EmptyState>;
  }
  return (
    <GameGrid
      games={list.games}
      category={category}
      label={label}
      pages={list}
      removeOnUnfavourite={state.tab === 'fav'}
    />
  );
}
