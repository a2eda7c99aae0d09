// The mock backend (mock-server/routes) reads `formatDate` from this path; the app imports '@/lib/dates'.
export { formatDate } from './dates';
