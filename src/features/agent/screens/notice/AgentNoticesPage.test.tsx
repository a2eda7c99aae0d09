import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api';
import type { Announcement } from '@/api/types/content';
import { renderAgent, setupAgentI18n, signInAs } from '../../testing/render';
import { AgentNoticesPage } from './AgentNoticesPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { announcements: vi.fn(), markAnnouncementRead: vi.fn(async () => undefined) },
}));

const notice = (id: string, type?: Announcement['type']): Announcement => ({
  id,
  title: `Notice ${id}`,
  content: `<p>About ${id}</p>`,
  startDate: '2026-11-20 09:00:00',
  read: false,
  ...(type && { type }),
});

beforeAll(setupAgentI18n);
beforeEach(() => {
  vi.mocked(api.announcements).mockResolvedValue({
    promotion: [],
    banners: [],
    player: [notice('a', 'A'), notice('pl', 'PL'), notice('untyped')],
    popup: [],
    hot: [],
  });
  signInAs('agent01', 1);
});

describe('agent notices', () => {
  it('lists the types asked for, and a notice the platform sent without a type (not among the spec’s fields)', async () => {
    renderAgent(<AgentNoticesPage />, { path: '/m/member/notice' });
    const list = await screen.findByRole('list', { name: 'Announcements' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Notice a'), expect.stringContaining('Notice untyped')]);
  });

  it('opening a notice shows it and marks it read', async () => {
    renderAgent(<AgentNoticesPage />, { path: '/m/member/notice' });
    await userEvent.click(await screen.findByRole('button', { name: /Notice a/ }));
    expect(screen.getByText('About a')).toBeInTheDocument();
    expect(api.markAnnouncementRead).toHaveBeenCalledWith({ announcementId: 'a', read: true });
  });
});
