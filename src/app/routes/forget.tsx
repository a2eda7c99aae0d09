import { AuthPage } from '@/features/auth/screens/AuthPage';

export default function ForgetRoute() {
  return <AuthPage mode="forget" />;
}
