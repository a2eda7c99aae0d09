import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';

/** §2: a modal that closes when the route changes (back button, a link inside it…). */
export function useCloseOnRouteChange(open: boolean, onClose: () => void): void {
  const location = useLocation();
  const close = useEffectEvent(() => onClose());
  const seen = useRef(location.key);
  useEffect(() => {
    if (seen.current === location.key) return;
    seen.current = location.key;
    if (open) close();
  }, [location.key, open]);
}
