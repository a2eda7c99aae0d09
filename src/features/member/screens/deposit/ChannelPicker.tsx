import { useTranslation } from '@/lib/use-translation';
import type { DepositChannel } from '@/api/types/member';
import { formatAmount, formatRate } from '@/lib/money';
import { useImageUrl } from '@/queries/site';

interface ChannelPickerProps {
  channels: DepositChannel[];
  selectedId: string | undefined;
  onSelect(id: string): void;
  symbol: string;
  /** The new template (dep_func '1') shows logo cards; the base one a plain list. */
  detailed: boolean;
}

/** Deposit channels as a radio group: logo, name, limits, bonus and the recommended tag. */
export function ChannelPicker({ channels, selectedId, onSelect, symbol, detailed }: ChannelPickerProps) {
  const { t } = useTranslation('member');
  const imageUrl = useImageUrl();
  return (
    <fieldset className={`channels ${detailed ? 'channels--cards' : 'channels--list'}`}>
      <legend className="section-title">{t('deposit.channel')}</legend>
      {channels.map((channel) => (
        <label key={channel.id} className={`channel ${channel.id === selectedId ? 'is-selected' : ''}`}>
          <input
            type="radio"
            name="deposit-channel"
            value={channel.id}
            checked={channel.id === selectedId}
            onChange={() => onSelect(channel.id)}
            className="visually-hidden"
          />
          {detailed && <img className="channel__logo" src={imageUrl(channel.logo)} alt="" width={80} height={32} />}
          <span className="channel__name">{channel.name}</span>
          <span className="channel__limits">
            {t('deposit.limits', {
              min: formatAmount(channel.minAmount, symbol),
              max: formatAmount(channel.maxAmount, symbol),
            })}
          </span>
          {(channel.recommended || channel.bonusRate > 0) && (
            <span className="channel__tags">
              {channel.recommended && <span className="tag tag--gold">{t('deposit.recommended')}</span>}
              {channel.bonusRate > 0 && (
                <span className="tag tag--accent">
                  {t('deposit.bonusRate', { rate: formatRate(channel.bonusRate) })}
                </span>
              )}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
