import { AuthPage } from '@/features/auth/screens/AuthPage';

export default function RegisterRoute() {
  return <AuthPage mode="register" />;
}
