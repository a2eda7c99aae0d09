import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** §2: a modal that closes when the route changes (back button, a link inside it…). */
export function useCloseOnRouteChange(open: boolean, onClose: () => void): void {
  const location = useLocation();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const seen = useRef(location.key);
  useEffect(() => {
    if (seen.current === location.key) return;
    seen.current = location.key;
    if (open) closeRef.current();
  }, [location.key, open]);
}
