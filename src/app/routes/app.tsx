import { AppDownloadPage } from '@/features/content/download/AppDownloadPage';

export default function AppRoute() {
  return <AppDownloadPage />;
}
