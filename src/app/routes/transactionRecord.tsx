import { TransactionRecordPage } from '@/features/member/screens/transactions/TransactionRecordPage';
import { routeHandle } from '@/app/route-handle';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { transactionsQueryOptions } from '@/features/member/api/transactions';
import { DEFAULT_RECORD_RANGE, RECORD_RANGES } from '@/features/member/constants';
import { filterFromQuery } from '@/features/member/lib/record-filter';
import { lastDaysRange } from '@/lib/dates';
import { startRouteData } from '@/app/route-data';

export default function TransactionRecordRoute() {
  return <TransactionRecordPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  startRouteData('transactionRecord', ({ startPages, user }) =>
    startPages(
      transactionsQueryOptions(
        user,
        filterFromQuery(new URL(request.url).searchParams.get('types')),
        lastDaysRange(RECORD_RANGES[DEFAULT_RECORD_RANGE]),
      ),
    ),
  );

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('transactionRecord');
