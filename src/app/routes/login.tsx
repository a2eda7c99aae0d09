import { AuthPage } from '@/features/auth/screens/AuthPage';

export default function LoginRoute() {
  return <AuthPage mode="login" />;
}
