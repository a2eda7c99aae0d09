import { useTranslation } from '@/lib/use-translation';
import { BannerCarousel } from '@/components/banner/BannerCarousel';
import { bannerGroupOfType } from '@/components/banner/banner-group';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { useVendorCategories } from '../../api/vendors';
import { CategoryTabBar } from '../../components/CategoryTabBar';
import { VendorTiles } from '../../components/VendorTiles';
import '../../games.css';

/**
 * §2 game centre (sports, e-sports, cockfight): banners of the type's group (`bannerGroupOfType`) and the vendor tiles of
 * the category, as regrouped from the vendor sorting list.
 */
export function GameCentrePage({ type }: { type: string }) {
  const { t } = useTranslation('games');
  const categories = useVendorCategories();
  const title = t(`types.${type}`, { defaultValue: type });
  const vendors = categories.data?.find((c) => c.gameCategory === type)?.vendorNames ?? [];

  return (
    <div className="game-centre">
      <BannerCarousel group={bannerGroupOfType(type)} priority />
      <CategoryTabBar current={type} />
      <h1 className="game-list__title">{title}</h1>
      {categories.isError ? (
        <LoadFailed error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.isPending ? (
        <Spinner />
      ) : vendors.length === 0 ? (
        <EmptyState>{t('list.empty')}</EmptyState>
      ) : (
        <div className="game-centre__vendors">
          <VendorTiles type={type} vendors={vendors} />
        </div>
      )}
    </div>
  );
}
