import { TrialScreen } from '@/features/auth/trial/TrialScreen';

export default function TrailRoute() {
  return <TrialScreen />;
}
