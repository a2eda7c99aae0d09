import { TRANSACTION_FILTERS, type TransactionFilter } from '../constants';

/**
 * The `types` query of /m/transaction/record as a filter tab: `A` or one known type; a comma list
 * of several types (agents' links may send one) reads as all.
 */
export function filterFromQuery(types: string | null): TransactionFilter {
  const value = (types ?? '').trim().toUpperCase();
  return (TRANSACTION_FILTERS as readonly string[]).includes(value) ? (value as TransactionFilter) : 'A';
}
