import { BenefitsPage } from '@/features/member/rewards/benefits/BenefitsPage';

export default function BenefitsRoute() {
  return <BenefitsPage />;
}
