import { AgentNoticesPage } from '@/features/agent/notice/AgentNoticesPage';

export default function MemberNoticeRoute() {
  return <AgentNoticesPage />;
}
