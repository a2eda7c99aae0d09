import { render } from '@testing-library/react';
import { VendorBadge, vendorHue } from './VendorBadge';

describe('VendorBadge', () => {
  it('draws the code as a wordmark in the provider’s colour, the same for the same code', () => {
    const { container } = render(<VendorBadge vassalage="PG" name="PG Soft" />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge).toHaveClass('vendor-badge', 'vendor-badge--small');
    expect(badge.style.getPropertyValue('--vendor-mark-length')).toBe('2');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveTextContent(/^PG$/);
    expect(badge.style.getPropertyValue('--vendor-hue')).toBe(String(vendorHue('PG')));
    expect(vendorHue('PG')).not.toBe(vendorHue('JILI'));
  });

  it('gives the code’s length to the stylesheet, and adds the full name on large badges', () => {
    const { container } = render(<VendorBadge vassalage="SPADE" name="Spade Gaming" size="large" />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge).toHaveClass('vendor-badge--large');
    expect(badge.style.getPropertyValue('--vendor-mark-length')).toBe('5');
    expect(badge).toHaveTextContent('SPADESpade Gaming');
  });

  it('is read out where nothing beside it names the provider', () => {
    const { container } = render(<VendorBadge vassalage="SBO" name="SBOBET" decorative={false} />);
    expect(container.firstElementChild).not.toHaveAttribute('aria-hidden');
  });
});
