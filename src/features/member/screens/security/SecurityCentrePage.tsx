import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { LoadFailed, Spinner } from '@/components/ui/feedback';
import { Icon, type IconName } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { useMemberInfo } from '@/queries/member';
import { maskEmail, maskMobile } from '../../lib/mask';
import { PaymentPasswordDialog } from './PaymentPasswordDialog';
import '../../components/member-page.css';
import './security.css';

function SecurityItem({
  icon,
  title,
  detail,
  done,
  action,
}: {
  icon: IconName;
  title: string;
  detail: string;
  done: boolean;
  action?: ReactNode;
}) {
  const { t } = useTranslation('member');
  return (
    <li className="security-item">
      <span className={`security-item__icon ${done ? 'is-done' : ''}`} aria-hidden="true">
        <Icon name={icon} />
      </span>
      <div className="security-item__text">
        <strong>{title}</strong>
        <span>{detail}</span>
      </div>
      {action ?? (
        <span className={`tag ${done ? 'tag--success' : 'tag--muted'}`}>
          {done ? t('security.bound') : t('security.notBound')}
        </span>
      )}
    </li>
  );
}

/** Security centre (/m/securityCenter): login password (/m/changePsw), payment password, bound mobile and email. */
export function SecurityCentrePage() {
  const { t } = useTranslation('member');
  const info = useMemberInfo();
  const [editingPayment, setEditingPayment] = useState(false);

  if (info.isPending) return <Spinner />;
  if (info.isError && !info.data) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  const member = info.data;
  const hasPayment = !!member.hasPaymentPassword;
  const level = [true, hasPayment, !!member.mobileNum, !!member.email].filter(Boolean).length;

  return (
    <section className="page member-page security" aria-label={t('security.title')}>
      <div className="security__level card">
        <Icon name="shield" size={32} />
        <div>
          <strong>{t(`security.levels.${level >= 4 ? 'high' : level >= 3 ? 'medium' : 'low'}`)}</strong>
          <meter min={0} max={4} value={level} aria-label={t('security.level')} />
        </div>
      </div>
      <ul className="card security__list">
        <SecurityItem
          icon="lock"
          title={t('security.loginPasswordTitle')}
          detail={t('security.loginPasswordDetail')}
          done
          action={
            <Link className="btn btn--ghost btn--small" to={href('changePsw')}>
              {t('security.change')}
            </Link>
          }
        />
        <SecurityItem
          icon="card"
          title={t('payment.label')}
          detail={hasPayment ? t('security.paymentSet') : t('security.paymentNotSet')}
          done={hasPayment}
          action={
            <button
              type="button"
              className={`btn btn--small ${hasPayment ? 'btn--ghost' : 'btn--primary'}`}
              onClick={() => setEditingPayment(true)}
            >
              {hasPayment ? t('security.change') : t('security.set')}
            </button>
          }
        />
        <SecurityItem
          icon="user"
          title={t('security.mobile')}
          detail={
            member.mobileNum
              ? `${member.countryDialingCode ?? ''} ${maskMobile(member.mobileNum)}`.trim()
              : t('security.none')
          }
          done={!!member.mobileNum}
        />
        <SecurityItem
          icon="mail"
          title={t('security.email')}
          detail={member.email ? maskEmail(member.email) : t('security.none')}
          done={!!member.email}
        />
      </ul>
      <p className="member-note">{t('security.note')}</p>
      <PaymentPasswordDialog open={editingPayment} changing={hasPayment} onClose={() => setEditingPayment(false)} />
    </section>
  );
}
