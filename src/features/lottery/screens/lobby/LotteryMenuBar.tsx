import { useTranslation } from '@/lib/use-translation';
import type { LotteryCategory } from '@/api/types/lottery';
import { MENU_ALL } from '../../constants';

interface LotteryMenuBarProps {
  categories: readonly LotteryCategory[];
  selected: string;
  onSelect(tag: string): void;
}

/** §2 menu: ALL plus the categories of the lottery menu call, in the server's order. */
export function LotteryMenuBar({ categories, selected, onSelect }: LotteryMenuBarProps) {
  const { t } = useTranslation('lottery');
  const items = [{ tag: MENU_ALL, name: t('lobby.menuAll') }, ...categories.map(({ tag, name }) => ({ tag, name }))];
  return (
    <nav className="lottery-menu" aria-label={t('lobby.menuLabel')}>
      {items.map((item) => (
        <button
          key={item.tag}
          type="button"
          className={`lottery-menu__item${item.tag === selected ? ' lottery-menu__item--on' : ''}`}
          aria-pressed={item.tag === selected}
          onClick={() => onSelect(item.tag)}
        >
          {item.name}
        </button>
      ))}
    </nav>
  );
}
