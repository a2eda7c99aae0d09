export { HomeGameSections } from './HomeGameSections';
export { PromoBanners } from './PromoBanners';
export { CategoryTabBar } from '../../components/CategoryTabBar';
export { HomeWinnerBoard } from './HomeWinnerBoard';
