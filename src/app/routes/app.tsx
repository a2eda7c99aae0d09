import { AppDownloadPage } from '@/features/content/screens/download/AppDownloadPage';

export default function AppRoute() {
  return <AppDownloadPage />;
}
