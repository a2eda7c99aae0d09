import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedbackPayload } from '@/api/types/member';
import { useToastStore } from '@/components/ui/toast';
import { renderMember, setupMemberI18n, signInAs } from '../../testing/render';
import { FeedbackPage } from './FeedbackPage';

const feedback = vi.fn<(p: FeedbackPayload) => Promise<null>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: { feedback: (p: FeedbackPayload) => feedback(p) },
}));

beforeAll(setupMemberI18n);
beforeEach(() => {
  signInAs();
  feedback.mockReset().mockResolvedValue(null);
});

const text = () => screen.getByRole('textbox', { name: 'Your feedback' });
const picker = () => screen.getByLabelText('Images (optional)');
const submit = () => screen.getByRole('button', { name: 'Submit' });
const image = (name: string, type = 'image/png', bytes = 3) => new File(['x'.repeat(bytes)], name, { type });
const render = () => renderMember(<FeedbackPage />, { path: '/m/member/feedback' });

describe('FeedbackPage', () => {
  it('asks for text and refuses more than 140 characters, with the spec’s messages, before any call', async () => {
    const user = userEvent.setup();
    render();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please write your feedback');
    await user.type(text(), 'x'.repeat(141));
    expect(screen.getByText('141/140')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Feedback between 1 and 140 characters');
    await user.click(submit());
    expect(feedback).not.toHaveBeenCalled();
  });

  it('refuses images that are not png or jpg, above 5 MB, or beyond 3, and says why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render();
    await user.upload(picker(), image('clip.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('Images must be png or jpg');
    await user.upload(picker(), image('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Each image can be at most 5 MB');
    await user.upload(picker(), [image('a.png'), image('b.jpg', 'image/jpeg'), image('c.png'), image('d.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('At most 3 images');
    const attached = await screen.findByRole('list', { name: 'Attached images' });
    expect([...attached.querySelectorAll('img')].map((img) => img.alt)).toEqual(['a.png', 'b.jpg', 'c.png']);
    expect(picker()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect([...attached.querySelectorAll('img')].map((img) => img.alt)).toEqual(['a.png', 'c.png']);
    expect(picker()).toBeEnabled();
  });

  it('sends the trimmed text and the images as data URLs (PUT), then thanks and starts afresh', async () => {
    const user = userEvent.setup();
    render();
    await user.type(text(), '  Love the lottery lobby  ');
    // Through the tile a person taps; the hidden input keeps its field label as its name.
    expect(picker()).toHaveAccessibleName('Images (optional)');
    await user.upload(screen.getByText('Add images'), image('shot.png'));
    await screen.findByRole('img', { name: 'shot.png' });
    await user.click(submit());
    await waitFor(() =>
      expect(feedback).toHaveBeenCalledWith({
        content: 'Love the lottery lobby',
        images: ['data:image/png;base64,eHh4'],
      }),
    );
    await waitFor(() => expect(text()).toHaveValue(''));
    expect(useToastStore.getState().toasts).toContainEqual(
      expect.objectContaining({ kind: 'success', text: 'Thank you for your feedback' }),
    );
    expect(screen.queryByRole('list', { name: 'Attached images' })).not.toBeInTheDocument();
  });
});
