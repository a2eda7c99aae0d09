import { InboxPage } from '@/features/member/screens/inbox/InboxPage';

export default function WebEmailRoute() {
  return <InboxPage />;
}
