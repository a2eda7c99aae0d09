import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';
import { useLaunchChat } from '@/hooks/use-launch-chat';
import { useUnreadCounts } from '@/queries/member';
import { UnreadBadge } from '../UnreadBadge';

/** The live-chat entry with its unread count (render it only where `useChatEntryVisible()` is true). */
export function ChatEntry({ className, iconClassName }: { className: string; iconClassName?: string }) {
  const { t } = useTranslation('member');
  const { chat } = useUnreadCounts();
  const launchChat = useLaunchChat();
  return (
    <button type="button" className={className} onClick={launchChat.launch} disabled={launchChat.pending}>
      <span className={iconClassName}>
        <Icon name="chat" />
      </span>
      <span>{t('chat.entry')}</span>
      <UnreadBadge count={chat} />
    </button>
  );
}
