import { fireEvent, screen } from '@testing-library/react';
import { useToastStore } from '@/components/ui/toast';
import { renderInApp, setupEnglish } from '../../../../tests/support/render';
import { ServerLink } from './ServerLink';

beforeAll(() => setupEnglish('content'));
beforeEach(() => useToastStore.setState({ toasts: [] }));

const errorToasts = () =>
  useToastStore
    .getState()
    .toasts.filter((t) => t.kind === 'error')
    .map((t) => t.text);

describe('ServerLink', () => {
  it('opens another https site in a new tab cut from this page, with the parsed URL', () => {
    renderInApp(<ServerLink href=" https://t.me/luckystar">Telegram</ServerLink>);
    const link = screen.getByRole('link', { name: 'Telegram' });
    expect(link).toHaveAttribute('href', 'https://t.me/luckystar');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a page of the app in the app', () => {
    renderInApp(<ServerLink href="/m/activity">Promo</ServerLink>, { path: '/m/home' });
    fireEvent.click(screen.getByRole('link', { name: 'Promo' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/activity');
  });

  it.each([
    ['javascript:', 'javascript:window.__xss=1'],
    ['//host (scheme-relative, http page)', '//evil.example/x'],
    ['/\\host', '/\\evil.example/x'],
    ['data:', 'data:text/html,<script>window.__xss=1</script>'],
    ['a same-origin path outside the app', '/wps/session/logout'],
    ['none', undefined],
  ])('follows nothing for %s and says "The requested URL is empty" when tapped', (_, href) => {
    renderInApp(
      <ServerLink href={href} className="service-entry">
        Service
      </ServerLink>,
      { path: '/m/customer' },
    );
    const link = screen.getByRole('link', { name: 'Service' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveClass('service-entry');
    fireEvent.click(link);
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(errorToasts()).toEqual(['The requested URL is empty', 'The requested URL is empty']);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/customer');
  });
});
