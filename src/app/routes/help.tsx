import { HelpCentrePage } from '@/features/content/screens/help/HelpCentrePage';

export default function HelpRoute() {
  return <HelpCentrePage />;
}
