export { default } from '@/features/auth/screens/LoginScreen';
