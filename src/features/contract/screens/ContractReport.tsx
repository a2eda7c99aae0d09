import { useContractDrift } from '@/api/contract-drift';
import { EmptyState } from '@/components/ui/feedback';
import { getConfig } from '@/config/runtime';
import { useTranslation } from '@/lib/use-translation';
import './contract-report.css';

/**
 * The contract drift report (/m/contract), for an operator opening the app against a real backend
 * with runtime config `contractCheck` on: each call whose answer did not keep its contract
 * (src/api/contract), with the drifted fields of its first drifted answer: call, field, expected, got.
 */
export function ContractReport() {
  const { t } = useTranslation('contract');
  const drifts = useContractDrift((state) => state.drifts);
  const checking = getConfig().contractCheck;

  return (
    <section className="page contract-report" aria-labelledby="contract-report-title">
      <h1 id="contract-report-title" className="contract-report__title">
        {t('title')}
      </h1>
      <p className="contract-report__intro">{t('intro')}</p>
      {!checking && (
        <p className="contract-report__off" role="note">
          {t('off')}
        </p>
      )}
      {drifts.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <div className="card contract-report__scroll">
          <table className="contract-report__table">
            <caption>{t('table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.call')}</th>
                <th scope="col">{t('columns.field')}</th>
                <th scope="col">{t('columns.expected')}</th>
                <th scope="col">{t('columns.got')}</th>
              </tr>
            </thead>
            <tbody>
              {drifts.map((drift) => (
                <tr key={`${drift.call} ${drift.path}`}>
                  <th scope="row">{drift.call}</th>
                  <td>
                    <code>{drift.path || t('wholeAnswer')}</code>
                  </td>
                  <td>
                    <code>{drift.expected}</code>
                  </td>
                  <td>
                    <code>{drift.got}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
