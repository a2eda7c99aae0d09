import { DIALING_CODE_AUTOCOMPLETE } from '@/components/ui/form';
import { useTranslation } from '@/lib/use-translation';
import { useDialingCodes } from '../api/dialing-codes';
import type { FieldError } from '../lib/rules';
import { TextField } from './TextField';

interface MobileFieldProps {
  dialingCode: string;
  onDialingCode(code: string): void;
  value: string;
  onValueChange(value: string): void;
  onBlur?(): void;
  error?: FieldError | null;
  name?: string;
}

/** Mobile number with its country dialling code in front. */
export function MobileField({ dialingCode, onDialingCode, name = 'mobileNum', ...field }: MobileFieldProps) {
  const { t } = useTranslation('auth');
  const codes = useDialingCodes();
  return (
    <TextField
      {...field}
      name={name}
      label={t('fields.mobileNum')}
      purpose="telNational"
      placeholder={t('placeholders.mobileNum')}
      leading={
        <select
          className="auth-field__dialing"
          aria-label={t('fields.dialingCode')}
          autoComplete={DIALING_CODE_AUTOCOMPLETE}
          value={dialingCode}
          onChange={(e) => onDialingCode(e.target.value)}
        >
          {(codes.includes(dialingCode) ? codes : [dialingCode, ...codes]).map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      }
    />
  );
}
