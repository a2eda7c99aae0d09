import { CustomerServicePage } from '@/features/content/screens/customer/CustomerServicePage';

export default function CustomerRoute() {
  return <CustomerServicePage />;
}
