import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Contract, ContractKind } from '@/api/types/agent';
import { EmptyState } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toast';
import { useContract, useSignContract } from '../../api/contracts';
import { AgentPage, QueryBoundary } from '../../components/AgentPage';
import { FailureMessage } from '../../components/FailureMessage';
import { formatMoney, formatRate } from '@/lib/money';
import './contracts.css';

function ContractDetails({ contract }: { contract: Contract }) {
  const { t } = useTranslation('agent');
  /** A tier's reward: a fixed salary, or for the dividend a percentage of the team result. */
  const rewardText = (reward: number) =>
    contract.kind === 'dividend' ? t('percent', { rate: formatRate(reward) }) : formatMoney(reward);
  const sign = useSignContract(contract.kind);
  const [agreed, setAgreed] = useState(false);

  const submit = () => sign.mutate(undefined, { onSuccess: () => toast.success(t('contracts.signedToast')) });

  return (
    <>
      <section className="card agent-card contract-head" aria-labelledby="contract-title">
        <h2 id="contract-title" className="contract-head__title">
          {t(`contracts.kinds.${contract.kind}`)}
        </h2>
        <span className={`agent-chip agent-chip--${contract.status}`}>{t(`contracts.status.${contract.status}`)}</span>
        <dl className="agent-facts">
          <dt>{t('contracts.offeredBy')}</dt>
          <dd>{contract.offeredBy === 'platform' ? t('contracts.platform') : contract.offeredBy}</dd>
          {contract.offeredAt && (
            <>
              <dt>{t('contracts.offeredAt')}</dt>
              <dd>{contract.offeredAt}</dd>
            </>
          )}
          {contract.signedAt && (
            <>
              <dt>{t('contracts.signedAt')}</dt>
              <dd>{contract.signedAt}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="card agent-card">
        <table className="agent-table">
          <caption className="agent-card__title">{t('contracts.tiers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('contracts.tierColumn')}</th>
              <th scope="col">{t('contracts.minValidBet')}</th>
              <th scope="col">{t('contracts.minActiveMembers')}</th>
              <th scope="col">{t('contracts.reward')}</th>
            </tr>
          </thead>
          <tbody>
            {contract.tiers.map((tier) => (
              <tr key={tier.level}>
                <th scope="row">{t('contracts.tier', { level: tier.level })}</th>
                <td>{formatMoney(tier.minValidBet)}</td>
                <td>{tier.minActiveMembers}</td>
                <td className="agent-table__gold">{rewardText(tier.reward)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="contract-terms">{t(`contracts.terms.${contract.kind}`)}</p>
      </section>
      {contract.status === 'pending' && (
        <div className="contract-sign">
          <label className="agent-check">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <span>{t('contracts.agree')}</span>
          </label>
          <FailureMessage error={sign.error} />
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={!agreed || sign.isPending}
            onClick={submit}
          >
            {sign.isPending ? t('contracts.signing') : t('contracts.sign')}
          </button>
        </div>
      )}
    </>
  );
}

/** A contract sign-up page: the offer, its reward tiers and terms, and signing while it is pending. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const contract = useContract(kind);
  return (
    <AgentPage>
      <QueryBoundary query={contract}>
        {() =>
          contract.data!.status === 'none' ? (
            <EmptyState>{t('contracts.none')}</EmptyState>
          ) : (
            <ContractDetails contract={contract.data!} />
          )
        }
      </QueryBoundary>
    </AgentPage>
  );
}
