import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { VendorCategory } from '@/api/types/games';
import { LoadFailed } from '@/components/ui/feedback';
import { LazySection } from '@/components/ui/lazy-section';
import { isStripSection } from '../../api/home';
import { useVendorCategories } from '../../api/vendors';
import { GameStrip } from '../../components/GameStrip';
import { SectionHeader } from '../../components/SectionHeader';
import { VendorTiles } from '../../components/VendorTiles';
import { HOME_LOADING_SECTIONS, LOTTERY_TYPES } from '../../constants';
import { homeSectionTypes } from '../../lib/categories';
import './home.css';

interface HomeGameSectionsProps {
  /** The LOTT section (the Vietnam lottery block of the lottery feature, which renders lazily itself). */
  lotteryBlock: ReactNode;
}

/**
 * §2 home game sections: hot first, then one per category of the vendor sorting list (without
 * ELOTT), each in the form its type calls for. Reloads 250 ms after a language change.
 * The hot section leads whatever the list says, so it does not wait for it; the others follow the
 * list. Each section renders (and loads its games) when it comes near the viewport; until then it
 * shows its title and a box of its height.
 */
export function HomeGameSections({ lotteryBlock }: HomeGameSectionsProps) {
  const categories = useVendorCategories();
  const grouped = categories.data ?? [];
  return (
    <div className="home-sections">
      {homeSectionTypes(grouped).map((type) =>
        LOTTERY_TYPES.includes(type) ? (
          <Fragment key={type}>{lotteryBlock}</Fragment>
        ) : (
          <LazySection key={type} placeholder={<HomeSectionPlaceholder type={type} />}>
            <HomeSection type={type} grouped={grouped} />
          </LazySection>
        ),
      )}
      {categories.isError && <LoadFailed error={categories.error} onRetry={() => void categories.refetch()} />}
      {categories.isPending && <HomeSectionsLoading />}
    </div>
  );
}

/**
 * Below the hot section until the categories come: sections of their loaded height, as many as
 * fill a phone screen with it, so what follows (the winner board) starts below the screen and
 * their arrival moves nothing seen.
 */
function HomeSectionsLoading() {
  return Array.from({ length: HOME_LOADING_SECTIONS - 1 }, (_, i) => (
    <div key={i} className="home-section home-section--loading skeleton" aria-hidden="true" />
  ));
}

function useSectionTitle(type: string): string {
  const { t } = useTranslation('games');
  return t(`types.${type}`, { defaultValue: type });
}

function HomeSection({ type, grouped }: { type: string; grouped: VendorCategory[] }) {
  const title = useSectionTitle(type);
  if (isStripSection(type)) return <GameStrip type={type} />;
  const vendors = grouped.find((c) => c.gameCategory === type)?.vendorNames ?? [];
  return (
    <section className="home-section card" aria-label={title}>
      <SectionHeader type={type} title={title} />
      <VendorTiles type={type} vendors={vendors} layout="row" />
    </section>
  );
}

/** A section before it renders: its title, and an empty body of the height its content takes. */
function HomeSectionPlaceholder({ type }: { type: string }) {
  const title = useSectionTitle(type);
  const body = isStripSection(type) ? 'strip' : 'vendors';
  return (
    <section className="home-section card" aria-label={title}>
      <SectionHeader type={type} title={title} />
      <div className={`home-placeholder home-placeholder--${body}`} aria-hidden="true" />
    </section>
  );
}
