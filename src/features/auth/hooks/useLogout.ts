// Logout lives in the shared layer (src/hooks) so the member feature's side menu can use it too.
export { useLogout } from '@/hooks/use-logout';
