import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import type { ContractKind } from '@/api/types/agent';
import { ConfirmDialog } from '@/components/ui/dialog';
import { href } from '@/config/paths';
import { useMemberInfo } from '@/queries/member';
import { useSession } from '@/stores/session';
import { useDividendInfo } from '../../api/contracts';
import { pendingContracts } from '../../lib/contracts';
import { canSeeContractPrompts } from '../../lib/roles';

/**
 * On home: once member info and the dividend info have loaded, one alert per pending contract
 * (daily salary, dividend, hourly salary) with Cancel and Go; Go opens that contract's page.
 */
export default function ContractPrompts() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const session = useSession();
  const memberType = useMemberInfo().data?.type;
  const eligible = !!session && canSeeContractPrompts(memberType);
  const info = useDividendInfo(eligible);
  const [answered, setAnswered] = useState<ContractKind[]>([]);

  const current =
    eligible && info.isSuccess ? pendingContracts(info.data).find((c) => !answered.includes(c.kind)) : undefined;
  if (!current) return null;

  const answer = () => setAnswered((kinds) => [...kinds, current.kind]);
  return (
    <ConfirmDialog
      open
      title={t(`contracts.kinds.${current.kind}`)}
      message={t(`contracts.prompt.${current.kind}`)}
      confirmLabel={t('contracts.prompt.go')}
      onCancel={answer}
      onConfirm={() => {
        answer();
        navigate(href(current.route));
      }}
    />
  );
}
