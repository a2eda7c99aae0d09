import { PromotionDetailPage } from '@/features/content/screens/promotions/PromotionDetailPage';

export default function ActivityDetailRoute() {
  return <PromotionDetailPage />;
}
