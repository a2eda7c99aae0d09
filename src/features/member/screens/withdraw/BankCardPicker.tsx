import { useTranslation } from '@/lib/use-translation';
import type { BankCard } from '@/api/types/member';
import { Icon } from '@/components/ui/icon/Icon';

/** The player's bound bank cards as a radio group (only the last four digits are known). */
export function BankCardPicker({
  cards,
  selectedId,
  onSelect,
}: {
  cards: BankCard[];
  selectedId: string | undefined;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation('member');
  return (
    <fieldset className="bank-cards">
      <legend className="section-title">{t('withdraw.card')}</legend>
      {cards.map((card) => (
        <label key={card.id} className={`bank-card ${card.id === selectedId ? 'is-selected' : ''}`}>
          <input
            type="radio"
            name="withdraw-card"
            className="visually-hidden"
            checked={card.id === selectedId}
            onChange={() => onSelect(card.id)}
          />
          <span className="bank-card__icon" aria-hidden="true">
            <Icon name="card" />
          </span>
          <span className="bank-card__text">
            <strong>{card.bankName}</strong>
            <span>{t('withdraw.cardNumber', { tail: card.cardTail, holder: card.holderName })}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
