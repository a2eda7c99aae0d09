import { AgentOnly } from '../../components/AgentOnly';
import { AgentFooter } from './AgentFooter';
import { AgentGrid } from './AgentGrid';
import { AgentHero } from './AgentHero';
import { TeamCounters } from './TeamCounters';
import '../../agent.css';
import './dashboard.css';

/** The agent home (/m/agent): greeting and balance, today's team counters, the tools grid, the agent footer. */
export function AgentDashboard() {
  return (
    <AgentOnly>
      <div className="page agent-dashboard">
        <AgentHero />
        <TeamCounters />
        <AgentGrid />
        <AgentFooter />
      </div>
    </AgentOnly>
  );
}
