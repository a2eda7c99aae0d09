import { DemoDownloadPage } from '@/features/content/screens/demo/DemoDownloadPage';
import { routeHandle } from '@/app/route-handle';

export default DemoDownloadPage;

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('demoDownload');
