/** The platform's response envelope (DECISIONS §2). */
export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  data?: T;
  errorCode?: string;
  message?: string;
}

/** Language codes of the locale files; TY is Simplified Chinese (DECISIONS §5). */
export type LanguageCode = 'TY' | 'EN' | 'PT' | 'VI';

/** A page of results as most list calls answer it. */
export interface Paged<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
  total?: number;
}

/** `"1"` on, `"0"` off: how the platform writes switches. */
export type Switch = '1' | '0';
