import { getConfig } from '@/config/runtime';
import { HOT_BANNER_GROUP } from './constants';

/** §2 game centre "banners filtered by the group name mapped from the game type" (and the lottery lobby's). */
export const bannerGroupOfType = (gameType: string): string => getConfig().bannerGroups[gameType] ?? HOT_BANNER_GROUP;
