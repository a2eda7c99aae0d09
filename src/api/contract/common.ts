import * as v from 'valibot';
import { oneOf } from './request';

/**
 * Pieces the domains' contracts share: the language codes, switches, paged lists, and an answer
 * the app does not read. The gateway's column sizes and paging caps (the spec leaves them out;
 * generous but bounded) live in ./limits.ts.
 */

/** Language codes of the locale files; TY is Simplified Chinese (DECISIONS §5). */
export const LANGUAGES = ['TY', 'EN', 'PT', 'VI'] as const;
/** A language in a payload (a `validation.format` when it is not one of ours). */
export const languageField = oneOf(LANGUAGES);
export const languageCode = v.picklist(LANGUAGES);

/** `"1"` on, `"0"` off: how the platform writes switches. */
export const switchValue = v.picklist(['1', '0']);

/** A page of results as most list calls answer it. */
export const paged = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({ list: v.array(item), pageNum: v.number(), totalPages: v.number(), total: v.optional(v.number()) });

/** One page of a paged list with its total; `pageNum` counts from 1. */
export const pagedList = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({ list: v.array(item), pageNum: v.number(), totalPages: v.number(), total: v.number() });

/** An answer the app does not read (the mock sends `null`): anything passes. */
export const noAnswer = v.custom<void>(() => true);

/** A call's request (absent when it takes no payload) and answer. */
export interface CallContract {
  req?: v.GenericSchema;
  res: v.GenericSchema;
}
