import type { VipBenefitCode } from '@/api/types/rewards';
import { formatAmount, formatRate } from '@/lib/money';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A benefit as players read it: money for bonuses, a percentage for the rebate, a count for withdrawals. */
export function benefitValue(t: Translate, code: VipBenefitCode, value: number, symbol: string): string {
  if (code === 'rebateRate') return t('benefits.rate', { rate: formatRate(value) });
  if (code === 'withdrawTimes') return t('benefits.perDay', { count: value });
  return formatAmount(value, symbol);
}
