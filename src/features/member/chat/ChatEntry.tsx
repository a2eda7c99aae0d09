import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';
import { useUnreadCounts } from '@/queries/member';
import { UnreadBadge } from '../components/UnreadBadge';
import { useLaunchChat } from './use-launch-chat';

/** The live-chat entry with its unread count (render it only where `useChatEntryVisible()` is true). */
export function ChatEntry({ className, iconClassName }: { className: string; iconClassName?: string }) {
  const { t } = useTranslation('member');
  const { chat } = useUnreadCounts();
  const launch = useLaunchChat();
  return (
    <button type="button" className={className} onClick={() => launch.mutate()} disabled={launch.isPending}>
      <span className={iconClassName}>
        <Icon name="chat" />
      </span>
      <span>{t('chat.entry')}</span>
      <UnreadBadge count={chat} />
    </button>
  );
}
