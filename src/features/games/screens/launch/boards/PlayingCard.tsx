import { useTranslation } from '@/lib/use-translation';

const SUITS: Record<string, { glyph: string; red: boolean }> = {
  S: { glyph: '♠', red: false },
  H: { glyph: '♥', red: true },
  D: { glyph: '♦', red: true },
  C: { glyph: '♣', red: false },
};

/** A card face (`9H`, `TS`): rank and suit, ten written 10; named "10 of hearts" for screen readers. */
export function PlayingCard({ card }: { card: string }) {
  const { t } = useTranslation('games');
  const rank = card[0] === 'T' ? '10' : card[0]!;
  const suit = card[1] && SUITS[card[1]] ? card[1] : 'S';
  return (
    <span
      role="img"
      className={`playing-card ${SUITS[suit]!.red ? 'is-red' : ''}`}
      aria-label={t('demo.card', { rank, suit: t(`demo.suits.${suit}`) })}
    >
      {rank}
      <span className="playing-card__suit">{SUITS[suit]!.glyph}</span>
    </span>
  );
}
