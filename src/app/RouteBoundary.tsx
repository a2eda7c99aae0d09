import { Outlet } from 'react-router';
import { RouteError } from './gates/RouteError';

/** Every screen's error boundary, inside the shell: a screen that fails keeps bars and menu around its error view. */
export default function RouteBoundary() {
  return <Outlet />;
}

export const ErrorBoundary = RouteError;
