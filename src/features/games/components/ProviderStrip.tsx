import { useTranslation } from '@/lib/use-translation';
import type { VendorName } from '@/api/types/games';
import { TypeIcon } from './TypeIcon';
import { VendorBadge } from '@/components/vendor-badge/VendorBadge';
import { useActiveInView } from '../lib/use-active-in-view';

interface ProviderStripProps {
  vendors: VendorName[];
  selected: string;
  onSelect(vassalage: string): void;
}

/** §2 provider icon strip with an All entry. */
export function ProviderStrip({ vendors, selected, onSelect }: ProviderStripProps) {
  const { t } = useTranslation('games');
  const entries = [{ vassalage: '', displayName: t('list.all') }, ...vendors];
  // A provider opened by ?vassalage= may sit past the right edge: bring it into view.
  const { active, onScroll } = useActiveInView<HTMLButtonElement>(
    `${selected}:${vendors.length}`,
    entries.findIndex((v) => v.vassalage === selected),
  );

  return (
    <div className="provider-strip" role="group" aria-label={t('list.providers')} onScroll={onScroll}>
      {entries.map((v) => (
        <button
          key={v.vassalage || 'all'}
          ref={selected === v.vassalage ? active : undefined}
          type="button"
          className={`provider-strip__item ${selected === v.vassalage ? 'is-active' : ''}`}
          aria-pressed={selected === v.vassalage}
          onClick={() => onSelect(v.vassalage)}
        >
          {v.vassalage ? (
            <VendorBadge vassalage={v.vassalage} name={v.displayName ?? v.vassalage} />
          ) : (
            <span className="vendor-badge vendor-badge--small vendor-badge--all" aria-hidden="true">
              <TypeIcon type="ALL" size={20} />
            </span>
          )}
          <span className="provider-strip__name">{v.displayName ?? v.vassalage}</span>
        </button>
      ))}
    </div>
  );
}
