import { useTranslation } from '@/lib/use-translation';
import type { RegisterField, RegisterSettings } from '@/api/types/auth';
import { PasswordField, TextField } from '../../components/TextField';
import type { BoundField } from '../../lib/use-auth-form';

/** The optional register fields drawn here (captcha, invitation code and mobile have their own controls). */
export const SETTING_FIELDS = [
  'payeeName',
  'nickname',
  'email',
  'mobileNum',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'recommenderId',
] as const satisfies readonly RegisterField[];
export type SettingField = (typeof SETTING_FIELDS)[number];

const INPUT_MODE: Partial<Record<SettingField, 'numeric' | 'email' | 'tel'>> = {
  mobileNum: 'tel',
  qqNum: 'numeric',
  whatsapp: 'tel',
  zalo: 'tel',
  email: 'email',
  paymentPassword: 'numeric',
};

interface SettingFieldsProps {
  fields: readonly SettingField[];
  settings: RegisterSettings;
  bind(field: SettingField): BoundField;
}

/** Every enabled optional field, each labelled, "Optional" unless required. */
export function SettingFields({ fields, settings, bind }: SettingFieldsProps) {
  const { t } = useTranslation('auth');
  return fields
    .filter((field) => settings[field].enabled)
    .map((field) => {
      const setting = settings[field];
      const props = {
        ...bind(field),
        label: t(`fields.${field}`),
        required: setting.required,
        placeholder: setting.required ? undefined : t('placeholders.optional'),
        maxLength: setting.maxLength || undefined,
      };
      return field === 'paymentPassword' ? (
        <PasswordField key={field} {...props} inputMode="numeric" autoComplete="off" />
      ) : (
        <TextField key={field} {...props} inputMode={INPUT_MODE[field]} autoComplete="off" />
      );
    });
}
