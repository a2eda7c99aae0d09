import { AGENT_NOTICE_TYPES } from '../constants';

/** The announcement types an agent notice list shows: the link's `types` (comma-separated), A by default. */
export const noticeTypesOf = (query: URLSearchParams): string => query.get('types') || AGENT_NOTICE_TYPES;
