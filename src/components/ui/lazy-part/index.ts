export { lazyPart } from './LazyPart';
