import { PromotionsPage } from '@/features/content/promotions/PromotionsPage';

export default function ActivityRoute() {
  return <PromotionsPage />;
}
