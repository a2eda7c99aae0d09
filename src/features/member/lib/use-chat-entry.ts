import { chatEntryVisible, useMemberInfo } from '@/queries/member';
import { useSiteFlags } from '@/queries/site';
import { useSession } from '@/stores/session';

/** Whether the live-chat entry shows: CBS3 on, logged in, not a trial user, no `nochat` label. */
export function useChatEntryVisible(): boolean {
  const session = useSession();
  const flags = useSiteFlags();
  const labels = useMemberInfo().data?.memberLabel;
  return chatEntryVisible(flags, session?.type, labels);
}
