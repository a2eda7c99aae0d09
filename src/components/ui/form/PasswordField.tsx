import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';
import { TextField, type TextFieldProps } from './TextField';

interface PasswordFieldProps extends Omit<TextFieldProps, 'purpose' | 'masked' | 'trailing'> {
  purpose: 'currentPassword' | 'newPassword' | 'paymentPassword';
  /** Keep digits only (payment passwords); pass inputMode and maxLength with it. */
  digitsOnly?: boolean;
}

/** A password input with a show/hide toggle (a pressed button, named "Show password"). */
export function PasswordField({ digitsOnly, onValueChange, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      masked={!visible}
      onValueChange={(value) => onValueChange(digitsOnly ? value.replace(/\D/g, '') : value)}
      trailing={
        <button
          type="button"
          className="icon-button field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {/* Named by text, not aria-label, so the field's label stays the only label naming it. */}
          <span className="visually-hidden">{t('form.showPassword')}</span>
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
}
