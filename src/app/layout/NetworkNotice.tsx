import { useOnline } from '@/hooks/use-online';
import { useTranslation } from '@/lib/use-translation';
import { useNetworkStore } from '@/stores/network';

/** "No network" while offline (queries pause and resume by themselves); "slow connection" past 5 s. */
export function NetworkNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  const slow = useNetworkStore((s) => s.slowCalls > 0);
  if (online && !slow) return null;
  return (
    <div className={`network-notice ${online ? '' : 'network-notice--offline'}`} role="status">
      {online ? t('errors.slowConnection') : t('errors.noNetwork')}
    </div>
  );
}
