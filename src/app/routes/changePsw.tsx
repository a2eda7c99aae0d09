import { ChangePasswordScreen } from '@/features/auth/password/ChangePasswordScreen';

export default function ChangePswRoute() {
  return <ChangePasswordScreen />;
}
