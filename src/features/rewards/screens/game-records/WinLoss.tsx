import { formatAmount } from '@/lib/money';

/** A signed amount in green (won) or red (lost). */
export function WinLoss({ amount, symbol }: { amount: number; symbol: string }) {
  const rounded = Math.round(amount * 100) / 100;
  const tone = rounded > 0 ? 'is-win' : rounded < 0 ? 'is-loss' : '';
  return (
    <span
      className={`win-loss ${tone}`}
    >{`${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${formatAmount(Math.abs(rounded), symbol)}`}</span>
  );
}
