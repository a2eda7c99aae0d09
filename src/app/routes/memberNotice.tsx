import { AgentNoticesPage } from '@/features/agent/screens/notice/AgentNoticesPage';

export default function MemberNoticeRoute() {
  return <AgentNoticesPage />;
}
