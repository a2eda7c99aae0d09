import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Dialog } from '@/components/ui/dialog';
import { PrivacyPolicy, UserAgreement, useMinimumAge } from '@/components/legal';

type Popup = 'terms' | 'privacy' | null;

/** The agreement checkbox (on by default) with the terms and privacy-policy popups. */
export function Agreement({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useTranslation('auth');
  const [popup, setPopup] = useState<Popup>(null);
  const age = useMinimumAge();
  return (
    <div className="auth-agree">
      <input
        id="register-agree"
        type="checkbox"
        name="agree"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby="register-agree-text"
      />
      <span id="register-agree-text">
        <label htmlFor="register-agree">{t('register.agreePrefix', { age })}</label>{' '}
        <button type="button" className="auth-link auth-link--button" onClick={() => setPopup('terms')}>
          {t('register.terms')}
        </button>{' '}
        {t('register.and')}{' '}
        <button type="button" className="auth-link auth-link--button" onClick={() => setPopup('privacy')}>
          {t('register.privacy')}
        </button>
      </span>
      <Dialog
        open={popup !== null}
        onClose={() => setPopup(null)}
        title={t(popup === 'privacy' ? 'register.privacy' : 'register.terms')}
        variant="sheet"
      >
        <div className="auth-legal">{popup === 'privacy' ? <PrivacyPolicy /> : <UserAgreement />}</div>
      </Dialog>
    </div>
  );
}
