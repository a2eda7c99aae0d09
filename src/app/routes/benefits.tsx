import { BenefitsPage } from '@/features/rewards/screens/benefits/BenefitsPage';

export default function BenefitsRoute() {
  return <BenefitsPage />;
}
