import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import type { VendorName } from '@/api/types/games';
import { href } from '@/config/paths';
import { useVendorGames } from '../api/vendors';
import { useLaunchGame } from '../api/launch';
import { VENDOR_MORE_THRESHOLD } from '../constants';
import { listedVendors } from '../lib/categories';
import { VendorBadge } from '@/components/vendor-badge/VendorBadge';

interface VendorTilesProps {
  type: string;
  vendors: readonly VendorName[];
  /** `row` scrolls sideways (home); `grid` fills the page (game centre). */
  layout?: 'row' | 'grid';
}

/**
 * Vendor tiles of a category (home COCKFIGHT and SPORTS, game centre pages). A vendor with one
 * game (a sportsbook, an arena) launches it; others open its game list.
 */
export function VendorTiles({ type, vendors, layout = 'grid' }: VendorTilesProps) {
  const { t } = useTranslation('games');
  return (
    <ul className={`vendor-tiles vendor-tiles--${layout}`} aria-label={t('centre.vendors')}>
      {listedVendors(vendors).map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorTile type={type} vendor={vendor} />
        </li>
      ))}
    </ul>
  );
}

function VendorTile({ type, vendor }: { type: string; vendor: VendorName }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const games = useVendorGames(type, vendor.vassalage);
  const name = vendor.displayName ?? vendor.accountTypeName ?? vendor.vassalage;
  const list = games.data ?? [];
  const hasMore = list.length > VENDOR_MORE_THRESHOLD;

  const open = () => {
    if (list.length === 1) void launch(list[0]!, type);
    else navigate(href('gameList', { gameType: type, vassalage: vendor.vassalage }));
  };

  return (
    <button type="button" className="vendor-tile" onClick={open} disabled={games.isPending}>
      <VendorBadge vassalage={vendor.vassalage} name={name} size="large" />
      <span className="vendor-tile__name">{name}</span>{' '}
      <span className="vendor-tile__action">{hasMore ? t('centre.more') : t('centre.play')}</span>
    </button>
  );
}
