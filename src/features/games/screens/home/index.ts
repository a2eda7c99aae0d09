export { HomeGameSections } from './HomeGameSections';
export { PromoBanners, prefetchPromoBanners } from './PromoBanners';
export { CategoryTabBar } from '../../components/CategoryTabBar';
export { HomeWinnerBoard } from './HomeWinnerBoard';
