import { screen, waitFor, within } from '@testing-library/react';
import type { MemberInfo } from '@/api/types/member';
import { renderMember, setupMemberI18n, signInAs } from '../../testing/render';
import { MemberCentrePage } from './MemberCentrePage';

let memCen: '0' | '1' = '1';
const VIP: MemberInfo = {
  id: 'u-vip01',
  account: 'vip01',
  nickname: 'Golden VIP',
  type: 2,
  memberLabel: [{ labelName: 'vip' }],
  clubLabel: { labelName: 'Diamond Club' },
  avatar: 'https://img.example.com/me.jpg',
  avatarType: 'CUSTOM',
};

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    systemStatus: async () => ({
      info: {
        customerService: '',
        imageCDNs: ['https://cdn.example.com'],
        mobileTemplate: { mem_cen: memCen, dep_func: '1' },
        resources: [],
      },
      location: { ip: '' },
      maintenance: false,
      regionRestriction: false,
    }),
    whitelabel: async () => [
      { modId: 'CBS3', enabled: '1' },
      { modId: 'MAILCEN', enabled: '1' },
      { modId: 'SECPRIV', enabled: '1' },
      { modId: 'TRANSREC3', enabled: '1' },
    ],
    memberInfo: async () => VIP,
    headIconGet: async () => ({ avatar: VIP.avatar, avatarType: VIP.avatarType }),
    memberWallet: async () => ({ sumBalance: 250000, currencySymbol: '¥' }),
    inboxUnreadCount: async () => 0,
    chatUnreadCount: async () => ({ unReadCount: 1 }),
  },
}));

beforeAll(setupMemberI18n);
beforeEach(() => signInAs({ token: 't', merchantCode: 'DEMO', userName: 'vip01', type: 2, firstTimeLogin: false }));

describe('MemberCentrePage', () => {
  it('shows the member info, club and member labels, the CUSTOM avatar URL and the balance', async () => {
    memCen = '1';
    renderMember(<MemberCentrePage />);
    expect(await screen.findByRole('heading', { name: 'Golden VIP' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Member labels' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Diamond Club', 'vip']);
    expect(screen.getByRole('img', { name: 'Avatar of Golden VIP' })).toHaveAttribute(
      'src',
      'https://img.example.com/me.jpg',
    );
    expect(await screen.findByText('¥ 250,000.00')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Live chat/ })).toBeInTheDocument();
  });

  it('lays the menu out as tiles with mem_cen 1 and as a list otherwise', async () => {
    memCen = '1';
    const { unmount } = renderMember(<MemberCentrePage />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Security centre' })).toHaveClass('member-menu__tile'));
    unmount();

    memCen = '0';
    renderMember(<MemberCentrePage />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Security centre' })).toHaveClass('member-menu__row'));
  });
});
