import { useTranslation } from '@/lib/use-translation';
import { StatusScreen } from '../components/StatusScreen';

export default function MaintenancePage() {
  const { t } = useTranslation('site');
  return (
    <StatusScreen
      title={t('maintenance.title')}
      art={
        <svg width="120" height="120" viewBox="0 0 120 120">
          <circle cx="60" cy="60" r="56" fill="rgba(255,255,255,0.12)" />
          <path
            d="M38 82l26-26M70 34a14 14 0 0 0-14 18L34 74a6 6 0 0 0 8 8l22-22a14 14 0 0 0 18-14l-8 8-8-2-2-8z"
            stroke="#fbbf24"
            strokeWidth="5"
            fill="none"
            strokeLinejoin="round"
          />
        </svg>
      }
    >
      <p>{t('maintenance.text')}</p>
    </StatusScreen>
  );
}
