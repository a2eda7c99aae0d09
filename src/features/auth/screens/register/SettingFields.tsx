import type { InputPurpose } from '@/components/ui/form';
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

/** What each field holds (its keyboard and autofill, src/components/ui/form/input-purpose.ts). */
const PURPOSE: Record<Exclude<SettingField, 'paymentPassword'>, InputPurpose> = {
  payeeName: 'name',
  nickname: 'nickname',
  email: 'email',
  mobileNum: 'telNational',
  idNumber: 'code',
  qqNum: 'digits',
  wechat: 'code',
  line: 'code',
  whatsapp: 'tel',
  zalo: 'tel',
  facebook: 'code',
  recommenderId: 'otherUsername',
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
        <PasswordField key={field} {...props} purpose="paymentPassword" />
      ) : (
        <TextField key={field} {...props} purpose={PURPOSE[field]} />
      );
    });
}
