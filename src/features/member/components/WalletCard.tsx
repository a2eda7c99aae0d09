import type { ReactNode } from 'react';
import { BalanceWidget } from '@/components/balance/BalanceWidget';
import './wallet-card.css';

/** The purple card at the top of the money screens: the balance widget and optional actions. */
export function WalletCard({ children }: { children?: ReactNode }) {
  return (
    <div className="wallet-card">
      <BalanceWidget className="wallet-card__balance" />
      {children && <div className="wallet-card__actions">{children}</div>}
    </div>
  );
}
