import { useTranslation } from '@/lib/use-translation';
import { inputPurpose } from '@/components/ui/form';
import { Icon } from '@/components/ui/icon/Icon';

/** The username search of the team lists (the caller debounces what it sends). */
export function MemberSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('agent');
  return (
    <label className="field agent-search">
      <span className="visually-hidden">{t('search.label')}</span>
      <span className="field__control">
        <Icon name="search" size={18} />
        <input
          type="search"
          value={value}
          placeholder={t('search.placeholder')}
          onChange={(e) => onChange(e.target.value)}
          {...inputPurpose('otherUsername')}
        />
      </span>
    </label>
  );
}
