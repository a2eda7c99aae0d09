import { InboxPage } from '@/features/member/inbox/InboxPage';

export default function WebEmailRoute() {
  return <InboxPage />;
}
