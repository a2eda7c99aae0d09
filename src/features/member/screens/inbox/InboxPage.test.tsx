import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api';
import type { Mail } from '@/api/types/member';
import { useToastStore } from '@/components/ui/toast';
import { renderMember, setupMemberI18n, signInAs } from '../../testing/render';
import { InboxPage } from './InboxPage';

const mails: Mail[] = [
  {
    id: 'm1',
    title: 'Welcome',
    content: '<p>Hello <strong>player</strong><img src=x onerror="alert(1)"></p>',
    sender: 'System',
    sendTime: '2026-11-20T10:00:00Z',
    read: false,
  },
  {
    id: 'm2',
    title: 'Rebate',
    content: '<p>Credited</p>',
    sender: 'System',
    sendTime: '2026-11-18T10:00:00Z',
    read: true,
  },
];
const mailRead = vi.fn(async ({ id }: { id: string }) => {
  mails.find((m) => m.id === id)!.read = true;
});
/** As the platform does: a mail already deleted cannot be deleted again. */
const mailDelete = vi.fn(async ({ id }: { id: string }) => {
  const at = mails.findIndex((m) => m.id === id);
  if (at < 0) throw new ApiError('business', 'mailDelete', 'validation.error');
  mails.splice(at, 1);
});

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    whitelabel: async () => [{ modId: 'CBS3', enabled: '1' }],
    mailList: async () => ({ list: mails.map((m) => ({ ...m })), pageNum: 1, totalPages: 1, total: mails.length }),
    inboxUnreadCount: async () => mails.filter((m) => !m.read).length,
    chatUnreadCount: async () => ({ unReadCount: 0 }),
    mailRead: (payload: { id: string }) => mailRead(payload),
    mailDelete: (payload: { id: string }) => mailDelete(payload),
  },
}));

beforeAll(setupMemberI18n);
beforeEach(() => signInAs());

describe('InboxPage', () => {
  it('marks unread mails, opens one with sanitised content and marks it read', async () => {
    renderMember(<InboxPage />, { path: '/m/webEmail' });
    expect(await screen.findByRole('status', { name: '1 unread' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Message list' });
    await userEvent.click(within(list).getByRole('button', { name: /^Unread: Welcome/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(dialog).getByText('player').tagName).toBe('STRONG');
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(mailRead).toHaveBeenCalledWith({ id: 'm1' });
    expect(within(list).queryByRole('button', { name: /^Unread:/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('a failed read mark says why and leaves the mail unread', async () => {
    mails[0]!.read = false;
    mailRead.mockRejectedValueOnce(new ApiError('server', 'mailRead'));
    renderMember(<InboxPage />, { path: '/m/webEmail' });
    const list = await screen.findByRole('list', { name: 'Message list' });
    await userEvent.click(within(list).getByRole('button', { name: /^Unread: Welcome/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(await within(list).findByRole('button', { name: /^Unread: Welcome/ })).toBeInTheDocument();
    expect(useToastStore.getState().toasts).toContainEqual(
      expect.objectContaining({ kind: 'error', text: 'Request failed, please try again' }),
    );
  });

  it('a double tap on Delete deletes once, without a false error', async () => {
    useToastStore.setState({ toasts: [] });
    renderMember(<InboxPage />, { path: '/m/webEmail' });
    const list = await screen.findByRole('list', { name: 'Message list' });
    await userEvent.click(within(list).getByRole('button', { name: /Rebate/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Rebate' })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', {
      name: 'Confirm',
    });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    await waitFor(() => expect(within(list).queryByRole('button', { name: /Rebate/ })).not.toBeInTheDocument());
    expect(mailDelete).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().toasts).not.toContainEqual(expect.objectContaining({ kind: 'error' }));
  });
});
