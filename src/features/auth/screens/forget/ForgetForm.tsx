import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSiteFlags } from '@/queries/site';
import { Tabs } from '@/components/ui/tabs';
import { METHOD_TABS_LOOK } from '../../lib/tabs-look';
import { EmailRecovery } from './EmailRecovery';
import { PhoneReset } from './PhoneReset';

type Method = 'phone' | 'email';

/** Password recovery: by phone (default, when mobile verification is on) or by email; the hint names the ways offered. */
export function ForgetForm() {
  const { t } = useTranslation('auth');
  const phoneOn = !!useSiteFlags().REGMOBVERF3;
  const [chosen, setChosen] = useState<Method>('phone');
  const method: Method = phoneOn ? chosen : 'email';
  return (
    <>
      <p className="auth-card__hint">{t(phoneOn ? 'forget.hint' : 'forget.hintEmailOnly')}</p>
      {phoneOn && (
        <Tabs<Method>
          {...METHOD_TABS_LOOK}
          label={t('forget.method')}
          tabs={[
            { id: 'phone', label: t('forget.byPhone') },
            { id: 'email', label: t('forget.byEmail') },
          ]}
          selected={method}
          onSelect={setChosen}
        />
      )}
      {method === 'phone' ? <PhoneReset /> : <EmailRecovery />}
    </>
  );
}
