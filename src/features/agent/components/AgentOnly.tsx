import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { href } from '@/config/paths';
import { useSession } from '@/stores/session';
import { canOpenAgentArea } from '../lib/roles';

/** The agent area: without a session, or for types 0, 4 and 40, it sends the visitor to /m/home. */
export function AgentOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session || !canOpenAgentArea(session.type)) return <Navigate to={href('home')} replace />;
  return children;
}
