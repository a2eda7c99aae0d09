/** What is wrong with a free text a player sends: nothing written, or more than its limit. */
export type TextLimitProblem = 'empty' | 'tooLong';

/** The text as sent: without surrounding blanks. */
export const sentText = (content: string) => content.trim();

/** A free text (feedback, a promotion comment) against its limit, counted on the text as sent. */
export function textLimitProblem(content: string, max: number): TextLimitProblem | null {
  const text = sentText(content);
  if (!text) return 'empty';
  return text.length > max ? 'tooLong' : null;
}
