import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { RebateItem } from '@/api/types/agent';
import { toast } from '@/components/ui/toast';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useRebateSettings, useSaveRebateSettings } from '../../api/rebate';
import { AgentOnly } from '../../components/AgentOnly';
import { AgentPage, QueryBoundary } from '../../components/AgentPage';
import { FailureMessage } from '../../components/FailureMessage';
import { formatRate } from '@/lib/money';
import { parseRebateRate } from '../../lib/rebate';

function RebateForm({ items }: { items: RebateItem[] }) {
  const { t } = useTranslation('agent');
  const save = useSaveRebateSettings();
  const [values, setValues, clearDraft] = useFormDraft<Record<string, string>>('rebate', () =>
    // Written as the UI language writes rates ("0,5" in PT and VI); parseRebateRate reads either mark.
    Object.fromEntries(items.map((i) => [i.gameType, formatRate(i.downlineRate)])),
  );
  const [invalid, setInvalid] = useState<string[]>([]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = items.map((item) => ({
      gameType: item.gameType,
      downlineRate: parseRebateRate(values[item.gameType] ?? '', item.ownRate),
    }));
    const wrong = parsed.filter((p) => p.downlineRate === null).map((p) => p.gameType);
    setInvalid(wrong);
    if (wrong.length > 0) {
      document.getElementById(`rebate-${wrong[0]}`)?.focus();
      return;
    }
    save.mutate(
      { items: parsed.map((p) => ({ gameType: p.gameType, downlineRate: p.downlineRate! })) },
      {
        onSuccess: () => {
          clearDraft();
          toast.success(t('rebate.saved'));
        },
      },
    );
  };

  return (
    <form className="card agent-card" onSubmit={submit} noValidate>
      <p className="agent-note agent-note--card">{t('rebate.intro')}</p>
      {items.map((item) => {
        const id = `rebate-${item.gameType}`;
        const wrong = invalid.includes(item.gameType);
        const game = t(`gameTypes.${item.gameType}`, { defaultValue: item.gameType });
        return (
          <div key={item.gameType} className={`field ${wrong ? 'field--invalid' : ''}`}>
            <label className="field__label" htmlFor={id}>
              {t('rebate.downlineRate', { game })}
            </label>
            <span className="field__control">
              <input
                id={id}
                inputMode="decimal"
                autoComplete="off"
                value={values[item.gameType] ?? ''}
                aria-invalid={wrong}
                aria-describedby={`${id}-hint${wrong ? ` ${id}-error` : ''}`}
                onChange={(e) => setValues((v) => ({ ...v, [item.gameType]: e.target.value }))}
              />
              <span id={`${id}-hint`} className="rebate-own">
                {t('rebate.ownRate', { rate: formatRate(item.ownRate) })}
              </span>
            </span>
            {wrong && (
              <span id={`${id}-error`} className="field__error" role="alert">
                {t('rebate.rangeError', { max: formatRate(item.ownRate) })}
              </span>
            )}
          </div>
        );
      })}
      <FailureMessage error={save.error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={save.isPending}>
        {save.isPending ? t('rebate.saving') : t('rebate.save')}
      </button>
    </form>
  );
}

/** Rebate settings: the rate members opened by the agent receive per game type (0 to the agent's own rate). */
export function RebateSettingsPage() {
  const settings = useRebateSettings();
  return (
    <AgentOnly>
      <AgentPage>
        <QueryBoundary query={settings}>{() => <RebateForm items={settings.data!} />}</QueryBoundary>
      </AgentPage>
    </AgentOnly>
  );
}
