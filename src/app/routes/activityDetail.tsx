import { PromotionDetailPage } from '@/features/content/promotions/PromotionDetailPage';

export default function ActivityDetailRoute() {
  return <PromotionDetailPage />;
}
