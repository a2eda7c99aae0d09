import { CustomerServicePage } from '@/features/content/customer/CustomerServicePage';

export default function CustomerRoute() {
  return <CustomerServicePage />;
}
