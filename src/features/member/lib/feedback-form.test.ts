import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES } from '../constants';
import { acceptImages, feedbackTextProblem, readAsDataUrl } from './feedback-form';

const MB = 1024 * 1024;
const file = (type: string, size = 1000) => ({ type, size });

describe('feedback limits (accounts-and-access §9, games-and-content §5)', () => {
  it('are text 140 characters, png or jpg images of 5 MB each, 3 images', () => {
    expect(FEEDBACK_MAX_CHARS).toBe(140);
    expect(FEEDBACK_IMAGE_MAX_BYTES).toBe(5 * MB);
    expect(FEEDBACK_IMAGE_TYPES).toEqual(['image/png', 'image/jpeg']);
    expect(FEEDBACK_MAX_IMAGES).toBe(3);
  });
});

describe('feedbackTextProblem', () => {
  it('asks for text, counts it without surrounding blanks, and stops at 140 characters', () => {
    expect(feedbackTextProblem('')).toBe('empty');
    expect(feedbackTextProblem(' \n ')).toBe('empty');
    expect(feedbackTextProblem('x')).toBeNull();
    expect(feedbackTextProblem(`  ${'x'.repeat(140)}  `)).toBeNull();
    expect(feedbackTextProblem('x'.repeat(141))).toBe('tooLong');
  });
});

describe('acceptImages', () => {
  it('takes png and jpg up to 5 MB each', () => {
    const png = file('image/png', 5 * MB);
    const jpg = file('image/jpeg');
    expect(acceptImages([png, jpg], 0)).toEqual({ accepted: [png, jpg], problem: null });
  });

  it('refuses other types, larger files, and any beyond 3 in all, naming the first refusal', () => {
    const gif = file('image/gif');
    const big = file('image/png', 5 * MB + 1);
    const ok = [file('image/png'), file('image/jpeg'), file('image/png')];
    expect(acceptImages([gif, ok[0]], 0)).toEqual({ accepted: [ok[0]], problem: 'type' });
    expect(acceptImages([big], 0)).toEqual({ accepted: [], problem: 'size' });
    expect(acceptImages([...ok, file('image/png')], 0)).toEqual({ accepted: ok, problem: 'count' });
    expect(acceptImages(ok, 2)).toEqual({ accepted: [ok[0]], problem: 'count' });
    expect(acceptImages([ok[0]], 3)).toEqual({ accepted: [], problem: 'count' });
  });
});

describe('readAsDataUrl', () => {
  it('gives the image as the data URL the call sends', async () => {
    await expect(readAsDataUrl(new Blob(['png'], { type: 'image/png' }))).resolves.toBe('data:image/png;base64,cG5n');
  });
});
