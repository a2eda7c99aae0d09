import { SignInPage } from '@/features/rewards/screens/sign-in/SignInPage';

export default function SignInRoute() {
  return <SignInPage />;
}
