import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { useReturnTo } from '@/hooks/use-return-to';
import { errorMessageKey } from '@/api';
import { Spinner } from '@/components/ui/feedback';
import { judgeUrl } from '@/lib/url-policy';
import { useOpenGameUrl, useRouteLaunch } from '../../api/launch';
import { safePageBack } from '../../lib/launch-query';
import '../../games.css';

/** §2 /m/launchGame: launches the lottery game of its query and replaces itself with the game. */
export function LaunchGamePage() {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const [query] = useSearchParams();
  const returnTo = useReturnTo();
  const launch = useRouteLaunch(query);
  const openGameUrl = useOpenGameUrl();

  // A URL the policy refuses (or none) is never opened: this page says so, with Back and Try again.
  const refused = launch.data !== undefined && judgeUrl(launch.data).kind === 'refused';

  useEffect(() => {
    if (launch.data !== undefined && !refused) openGameUrl(launch.data, true);
  }, [launch.data, refused, openGameUrl]);

  if (!launch.isError && !refused) return <Spinner label={t('launch.opening')} />;
  const reason = launch.isError ? tc(errorMessageKey(launch.error)) : tc('errors.urlEmpty');
  return (
    <div className="launch-failed card" role="alert">
      <h2>{t('launch.failed')}</h2>
      <p>{reason}</p>
      <div className="launch-failed__actions">
        <button type="button" className="btn btn--ghost" onClick={() => returnTo(safePageBack(query.get('pageBack')))}>
          {t('launch.back')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void launch.refetch()}>
          {t('launch.retry')}
        </button>
      </div>
    </div>
  );
}
