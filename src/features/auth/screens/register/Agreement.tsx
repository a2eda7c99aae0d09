import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { markedParts } from '@/lib/marked-text';
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
        {markedParts(t('register.agreement', { age, terms: t('register.terms'), privacy: t('register.privacy') })).map(
          ({ mark, text }, i) =>
            mark === 'label' ? (
              <label key={i} htmlFor="register-agree">
                {text}
              </label>
            ) : mark === 'terms' || mark === 'privacy' ? (
              <button key={i} type="button" className="auth-link auth-link--button" onClick={() => setPopup(mark)}>
                {text}
              </button>
            ) : (
              text
            ),
        )}
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
