import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES } from '../constants';

/** What is wrong with the feedback text: nothing written, or more than the limit. */
export type FeedbackTextProblem = 'empty' | 'tooLong';
/** Why a picked image is refused: not png or jpg, above 5 MB, or one too many. */
export type FeedbackImageProblem = 'type' | 'size' | 'count';

/** The text as sent: without surrounding blanks. */
export const feedbackText = (content: string) => content.trim();

export function feedbackTextProblem(content: string): FeedbackTextProblem | null {
  const text = feedbackText(content);
  if (!text) return 'empty';
  return text.length > FEEDBACK_MAX_CHARS ? 'tooLong' : null;
}

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
