import { textLimitProblem } from '@/lib/text-limit';
import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES } from '../constants';

/** Why a picked image is refused: not png or jpg, above 5 MB, or one too many. */
export type FeedbackImageProblem = 'type' | 'size' | 'count';

/** The feedback text: nothing written, or more than 140 characters. */
export const feedbackTextProblem = (content: string) => textLimitProblem(content, FEEDBACK_MAX_CHARS);

/**
 * The picked files the form takes, in order, next to the `kept` images already attached: a file
 * that is not png or jpg, or above 5 MB, is left out, and so is any beyond 3 images in all. The
 * problem is the first refusal's, for the message.
 */
export function acceptImages<F extends Pick<File, 'type' | 'size'>>(
  picked: readonly F[],
  kept: number,
): { accepted: F[]; problem: FeedbackImageProblem | null } {
  const accepted: F[] = [];
  let problem: FeedbackImageProblem | null = null;
  for (const file of picked) {
    const refusal: FeedbackImageProblem | null = !FEEDBACK_IMAGE_TYPES.includes(file.type)
      ? 'type'
      : file.size > FEEDBACK_IMAGE_MAX_BYTES
        ? 'size'
        : kept + accepted.length >= FEEDBACK_MAX_IMAGES
          ? 'count'
          : null;
    if (refusal) problem ??= refusal;
    else accepted.push(file);
  }
  return { accepted, problem };
}

/** A picked image as the data URL the feedback call sends. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(file);
  });
}
