import { useSiteSettings } from '@/queries/site';

/** Minimum age until the consolidated settings say otherwise (accounts-and-access §1, §9: 18, 21 in some regions). */
export const DEFAULT_MINIMUM_AGE = 18;

/** The deployment's minimum age, as every text that states it reads it (legal texts, footer, register agreement). */
export const useMinimumAge = () => useSiteSettings().data?.minimumAge ?? DEFAULT_MINIMUM_AGE;
