import { LazySection } from '@/components/ui/lazy-section';
import { WinnerBoard, WinnerBoardPlaceholder } from '../../components/WinnerBoard';
import './home.css';

/**
 * The home's winner board, the last section: rendered (and its winners asked for) when it comes
 * near the viewport. The placeholder has no title: the board hides itself when there are no winners.
 */
export function HomeWinnerBoard() {
  return (
    <LazySection placeholder={<WinnerBoardPlaceholder />}>
      <WinnerBoard />
    </LazySection>
  );
}
