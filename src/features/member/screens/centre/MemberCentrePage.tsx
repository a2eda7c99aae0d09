import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadFailed } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { useLogout } from '@/hooks/use-logout';
import { useMemberInfo } from '@/queries/member';
import { useSession } from '@/stores/session';
import { useMemberTemplates } from '../../lib/templates';
import { MemberMenuGrid } from './MemberMenuGrid';
import { ProfileCard } from './ProfileCard';
import '../../components/member-page.css';
import './member-centre.css';

/** Member centre (/m/member/home): profile, balance, menu targets and logout; layout by the mem_cen flag. */
export function MemberCentrePage() {
  const { t } = useTranslation('member');
  const session = useSession();
  const info = useMemberInfo();
  const { newMemberCentre } = useMemberTemplates();
  const logout = useLogout();
  const [confirmLogout, setConfirmLogout] = useState(false);
  if (!session) return null;

  return (
    <section
      className={`page member-page member-centre ${newMemberCentre ? 'member-centre--new' : 'member-centre--base'}`}
      aria-label={t('centre.title')}
    >
      {info.isError && !info.data && <LoadFailed error={info.error} onRetry={() => void info.refetch()} />}
      <ProfileCard member={info.data} userName={session.userName} />
      <MemberMenuGrid tiles={newMemberCentre} />
      <button
        type="button"
        className="btn btn--ghost btn--block member-centre__logout"
        onClick={() => setConfirmLogout(true)}
      >
        <Icon name="logout" size={18} /> {t('common:auth.logout')}
      </button>
      <ConfirmDialog
        open={confirmLogout}
        title={t('common:auth.logout')}
        message={t('common:auth.logoutConfirm')}
        busy={logout.isPending}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setConfirmLogout(false);
          logout.mutate();
        }}
      />
    </section>
  );
}
