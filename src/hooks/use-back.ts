import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { href } from '@/config/paths';

/**
 * A screen's back control: one step back in the app's history, or /m/home where this page is the first
 * the app opened in the tab (a shared link, a new tab), where a step back would leave the app or do nothing.
 * The router names that first entry 'default'; a reload keeps an entry's own key.
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  const first = useLocation().key === 'default';
  return useCallback(() => void (first ? navigate(href('home')) : navigate(-1)), [first, navigate]);
}
