import { useMemo } from 'react';
import type { A11yOptions } from 'swiper/types';
import { useTranslation } from '@/lib/use-translation';

/**
 * Swiper's accessibility messages in the UI language: without them its dots read "Go to slide 1"
 * in English whatever the language. Swiper fills in `{{index}}` and `{{slidesLength}}` itself, so
 * the translations get those placeholders back as their values. The same object until the language
 * changes: Swiper's React wrapper updates itself when its options change.
 */
export function useCarouselA11y(): A11yOptions {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      enabled: true,
      paginationBulletMessage: t('carousel.goToSlide', { index: '{{index}}' }),
      slideLabelMessage: t('carousel.slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
    }),
    [t],
  );
}
