import { HelpCentrePage } from '@/features/content/help/HelpCentrePage';

export default function HelpRoute() {
  return <HelpCentrePage />;
}
