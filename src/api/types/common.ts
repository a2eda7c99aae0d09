import type * as v from 'valibot';
import type * as c from '../contract/common';

/** The platform's response envelope (DECISIONS §2). */
export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  data?: T;
  errorCode?: string;
  message?: string;
}

/** Language codes of the locale files; TY is Simplified Chinese (DECISIONS §5). */
export type LanguageCode = v.InferOutput<typeof c.languageCode>;

/** A page of results as most list calls answer it (the contract's `paged(item)`). */
export interface Paged<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
  total?: number;
}

/** `"1"` on, `"0"` off: how the platform writes switches. */
export type Switch = v.InferOutput<typeof c.switchValue>;
