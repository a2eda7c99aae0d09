import { render } from '@testing-library/react';
import { setupContentI18n } from '../../testing/render';
import { promotionListImage, promotionPeriod } from '../../lib/promotion-period';
import { PromotionPeriodText } from './PromotionPeriodText';

beforeAll(setupContentI18n);

describe('promotion dates', () => {
  it('formats a range as YYYY/MM/DD – YYYY/MM/DD', () => {
    expect(
      promotionPeriod({ startDate: '2026-11-08T12:00:00.000Z', endDate: '2026-12-31T12:00:00.000Z', noExpiry: 0 }),
    ).toEqual({
      kind: 'range',
      start: '2026/11/08',
      end: '2026/12/31',
    });
  });

  it('accepts the platform’s "YYYY-MM-DD hh:mm:ss" strings', () => {
    expect(promotionPeriod({ startDate: '2026-01-05 10:00:00', endDate: '2026-02-01 23:59:59' })).toEqual({
      kind: 'range',
      start: '2026/01/05',
      end: '2026/02/01',
    });
  });

  it('shows the start date and long term when there is no expiry', () => {
    expect(
      promotionPeriod({ startDate: '2026-11-08T12:00:00.000Z', endDate: '2026-12-31T12:00:00.000Z', noExpiry: 1 }),
    ).toEqual({
      kind: 'longTerm',
      start: '2026/11/08',
    });
    expect(promotionPeriod({ startDate: '2026-11-08T12:00:00.000Z', noExpiry: 0 })).toEqual({
      kind: 'longTerm',
      start: '2026/11/08',
    });
  });

  it('renders the period text', () => {
    const { container, rerender } = render(
      <PromotionPeriodText
        promotion={{ startDate: '2026-11-08T12:00:00.000Z', endDate: '2026-12-31T12:00:00.000Z', noExpiry: 0 }}
      />,
    );
    expect(container).toHaveTextContent('2026/11/08 – 2026/12/31');
    rerender(<PromotionPeriodText promotion={{ startDate: '2026-11-08T12:00:00.000Z', noExpiry: 1 }} />);
    expect(container).toHaveTextContent('2026/11/08 Long term');
  });

  it('picks the image with the given sequence', () => {
    const images = [
      { url: 'b.png', sequence: 2 },
      { url: 'a.png', sequence: 1 },
    ];
    expect(promotionListImage({ announcementImages: images }, 1)).toBe('a.png');
    expect(promotionListImage({ announcementImages: [] }, 1)).toBeUndefined();
  });
});
