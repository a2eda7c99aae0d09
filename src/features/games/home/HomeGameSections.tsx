import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorCategory } from '@/api/types/games';
import { LoadFailed } from '@/components/ui/feedback';
import { useVendorCategories } from '../api/vendors';
import { GameStrip } from '../components/GameStrip';
import { SectionHeader } from '../components/SectionHeader';
import { VendorTiles } from '../components/VendorTiles';
import { LOTTERY_TYPES, VENDOR_TILE_TYPES } from '../constants';
import { homeSectionTypes } from '../lib/categories';

interface HomeGameSectionsProps {
  /** The LOTT section (the Vietnam lottery block of the lottery feature). */
  lotteryBlock: ReactNode;
}

/**
 * §2 home game sections: hot first, then one per category of the vendor sorting list (without
 * ELOTT), each in the form its type calls for. Reloads 250 ms after a language change.
 */
export function HomeGameSections({ lotteryBlock }: HomeGameSectionsProps) {
  const categories = useVendorCategories();
  if (categories.isError) return <LoadFailed error={categories.error} onRetry={() => void categories.refetch()} />;
  if (categories.isPending) return <div className="home-section home-section--loading skeleton" aria-hidden="true" />;
  const grouped = categories.data;
  return (
    <div className="home-sections">
      {homeSectionTypes(grouped).map((type) => (
        <HomeSection key={type} type={type} grouped={grouped} lotteryBlock={lotteryBlock} />
      ))}
    </div>
  );
}

function HomeSection({ type, grouped, lotteryBlock }: { type: string; grouped: VendorCategory[]; lotteryBlock: ReactNode }) {
  const { t } = useTranslation('games');
  if (LOTTERY_TYPES.includes(type)) return <>{lotteryBlock}</>;
  if (!VENDOR_TILE_TYPES.includes(type)) return <GameStrip type={type} />;
  const title = t(`types.${type}`, { defaultValue: type });
  const vendors = grouped.find((c) => c.gameCategory === type)?.vendorNames ?? [];
  return (
    <section className="home-section card" aria-label={title}>
      <SectionHeader type={type} title={title} />
      <VendorTiles type={type} vendors={vendors} layout="row" />
    </section>
  );
}
