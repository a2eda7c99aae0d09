export { LazySection, LAZY_SECTION_ROOT_MARGIN } from './LazySection';
