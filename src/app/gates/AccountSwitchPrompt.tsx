import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/use-translation';
import { useSession } from '@/stores/session';
import { signInFromLink, useAccountSwitchStore } from '../session-from-url';

/**
 * A link carrying another player's token while someone is logged in: switch only if they agree,
 * then open the page the link pointed at. Declining keeps the current session; the link's token is forgotten.
 */
export function AccountSwitchPrompt() {
  const pending = useAccountSwitchStore((s) => s.pending);
  const current = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  if (!pending) return null;
  const names = { current: current?.userName ?? '', next: pending.session.userName };
  const close = () => useAccountSwitchStore.setState({ pending: null });

  const switchAccount = () => {
    close();
    signInFromLink(queryClient, pending.session);
    navigate(pending.returnTo, { replace: true });
  };

  return (
    <ConfirmDialog
      open
      title={t('accountSwitch.title')}
      message={current ? t('accountSwitch.message', names) : t('accountSwitch.messageLoggedOut', names)}
      confirmLabel={t('accountSwitch.confirm', names)}
      cancelLabel={current ? t('accountSwitch.stay', names) : t('actions.cancel')}
      onConfirm={switchAccount}
      onCancel={close}
    />
  );
}
