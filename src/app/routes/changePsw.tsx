import { ChangePasswordScreen } from '@/features/auth/screens/password/ChangePasswordScreen';

export default function ChangePswRoute() {
  return <ChangePasswordScreen />;
}
