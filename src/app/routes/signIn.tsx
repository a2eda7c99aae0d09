import { SignInPage } from '@/features/member/rewards/sign-in/SignInPage';

export default function SignInRoute() {
  return <SignInPage />;
}
