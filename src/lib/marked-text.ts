/** A part of a translated sentence: plain text, or the text of a part marked `<name>…</name>`. */
export interface MarkedPart {
  mark?: string;
  text: string;
}

const MARKED_PART = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence's parts in order, where the sentence marks the parts a screen renders as a link, a
 * label or bold text (`"{{label}}：<b>{{amount}}</b>"`): each language writes the whole sentence, its word
 * order and spaces (none beside Chinese text) included, instead of the screen joining fragments.
 */
export function markedParts(sentence: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let end = 0;
  for (const match of sentence.matchAll(MARKED_PART)) {
    if (match.index > end) parts.push({ text: sentence.slice(end, match.index) });
    parts.push({ mark: match[1], text: match[2] ?? '' });
    end = match.index + match[0].length;
  }
  if (end < sentence.length) parts.push({ text: sentence.slice(end) });
  return parts;
}
