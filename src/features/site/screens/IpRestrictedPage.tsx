import { useTranslation } from '@/lib/use-translation';
import { StatusScreen } from '../components/StatusScreen';

export default function IpRestrictedPage({ ip }: { ip: string }) {
  const { t } = useTranslation('site');
  return (
    <StatusScreen
      title={t('restricted.title')}
      art={
        <svg width="120" height="120" viewBox="0 0 120 120">
          <circle cx="60" cy="60" r="56" fill="rgba(255,255,255,0.12)" />
          <circle cx="60" cy="60" r="30" stroke="#fbbf24" strokeWidth="6" fill="none" />
          <path d="M39 39l42 42" stroke="#fbbf24" strokeWidth="6" strokeLinecap="round" />
        </svg>
      }
    >
      <p className="status-screen__ip">
        {t('restricted.ip')} <strong data-testid="visitor-ip">{ip}</strong>
      </p>
      <p>{t('restricted.text')}</p>
    </StatusScreen>
  );
}
