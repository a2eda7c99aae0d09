import { TrialScreen } from '@/features/auth/screens/trial/TrialScreen';

export default function TrailRoute() {
  return <TrialScreen />;
}
