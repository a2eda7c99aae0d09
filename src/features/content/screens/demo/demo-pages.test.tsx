import { act, fireEvent, screen } from '@testing-library/react';
import { DEMO_CHAT_REPLY_MS } from '../../constants';
import { renderContent, setupContentI18n } from '../../testing/render';
import { DemoDownloadPage } from './DemoDownloadPage';
import { DemoServicePage } from './DemoServicePage';
import { DemoSocialPage } from './DemoSocialPage';

beforeAll(setupContentI18n);

describe('demo customer-service chat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const log = () => screen.getByRole('log', { name: 'Conversation' });

  it('greets by desk and answers a common question 900 ms after it is asked', () => {
    expect(DEMO_CHAT_REPLY_MS).toBe(900);
    renderContent(<DemoServicePage />, { path: '/m/demoService?desk=vip' });
    expect(log()).toHaveTextContent('Welcome to VIP customer service.');

    fireEvent.click(screen.getByRole('button', { name: 'How long does a withdrawal take?' }));
    expect(log()).toHaveTextContent('You:How long does a withdrawal take?');
    expect(log()).toHaveTextContent('Mai is typing…');
    act(() => vi.advanceTimersByTime(DEMO_CHAT_REPLY_MS - 1));
    expect(log()).not.toHaveTextContent('usually reach your bank within 15 minutes');
    act(() => vi.advanceTimersByTime(1));
    expect(log()).toHaveTextContent('usually reach your bank within 15 minutes');
    expect(log()).not.toHaveTextContent('Mai is typing…');
  });

  it('hands a typed message over with the fallback line, and sends nothing blank', () => {
    renderContent(<DemoServicePage />, { path: '/m/demoService' });
    expect(log()).toHaveTextContent('I’m Mai from Lucky Star customer service');
    const box = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Is there a bonus for baccarat?' } });
    fireEvent.click(send);
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(DEMO_CHAT_REPLY_MS));
    expect(log()).toHaveTextContent('You:Is there a bonus for baccarat?');
    expect(log()).toHaveTextContent('A colleague will pick it up in a moment.');
  });

  it('greets on the general desk for an unknown desk', () => {
    renderContent(<DemoServicePage />, { path: '/m/demoService?desk=nope' });
    expect(log()).toHaveTextContent('How can I help you today?');
  });
});

describe('demo download page', () => {
  it('names the platform and leads back into the app', () => {
    renderContent(<DemoDownloadPage />, { path: '/m/demoDownload?platform=ios' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Star for iPhone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep playing in the browser' })).toHaveAttribute('href', '/m/home');
    expect(screen.getByRole('link', { name: 'How to add to home screen' })).toHaveAttribute('href', '/m/app');
  });

  it('shows Android for an unknown platform', () => {
    renderContent(<DemoDownloadPage />, { path: '/m/demoDownload?platform=symbian' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Star for Android' })).toBeInTheDocument();
  });
});

describe('demo social page', () => {
  it('shows the channel, its handle and the latest posts', () => {
    renderContent(<DemoSocialPage />, { path: '/m/demoSocial?channel=facebookGroup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Star Players Club' })).toBeInTheDocument();
    expect(screen.getByText('facebook.com/groups/luckystar')).toBeInTheDocument();
    expect(screen.getByText(/opens the operator’s Facebook page/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Back to the games' })).toHaveAttribute('href', '/m/home');
  });

  it('shows the Telegram support channel for an unknown or inherited channel name', () => {
    renderContent(<DemoSocialPage />, { path: '/m/demoSocial?channel=constructor' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Star Support' })).toBeInTheDocument();
  });
});
