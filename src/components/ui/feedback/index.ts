export { LoadFailed } from './LoadFailed';
export { Spinner } from './Spinner';
export { EmptyState } from './EmptyState';
export { LoadMore, type MorePages } from './LoadMore';
