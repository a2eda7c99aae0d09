import { useCarouselA11y } from '@/hooks/use-carousel-a11y';
import { useTranslation } from '@/lib/use-translation';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { INSTALL_STEP_IMAGE_HEIGHT, INSTALL_STEP_IMAGE_WIDTH, INSTALL_STEPS } from '../../constants';
import 'swiper/css';
import 'swiper/css/pagination';
import '@/styles/swiper-pagination.css';

/** The six installation steps of the app page, one slide each (Swiper). */
export function InstallGuideCarousel() {
  const { t } = useTranslation('content');
  const a11y = useCarouselA11y();
  return (
    <section className="install-guide" aria-labelledby="install-guide-title">
      <h2 id="install-guide-title" className="install-guide__title">
        {t('app.guideTitle')}
      </h2>
      <Swiper modules={[Pagination, A11y]} pagination={{ clickable: true }} a11y={a11y} spaceBetween={16}>
        {INSTALL_STEPS.map((step, i) => (
          <SwiperSlide key={step}>
            <figure className="install-guide__slide">
              <img
                src={`${import.meta.env.BASE_URL}app-guide/step-${i + 1}.svg`}
                alt=""
                width={INSTALL_STEP_IMAGE_WIDTH}
                height={INSTALL_STEP_IMAGE_HEIGHT}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <figcaption>
                <span className="install-guide__step">
                  {t('app.stepLabel', { current: i + 1, total: INSTALL_STEPS.length })}
                </span>
                <strong>{t(`app.steps.${step}`)}</strong>
              </figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
