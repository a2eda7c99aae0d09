export { QueryBoundary } from './QueryBoundary';
