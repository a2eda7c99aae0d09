import { PromotionsPage } from '@/features/content/screens/promotions/PromotionsPage';

export default function ActivityRoute() {
  return <PromotionsPage />;
}
