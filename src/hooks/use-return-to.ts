import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { entryAddresses } from './use-scroll-restoration';

/**
 * Go to `address` the way the player came: a step back when the entry before this one is that
 * address (a game's Back to the list it was played from, which then finds its place and state),
 * else a new entry.
 */
export function useReturnTo(): (address: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (address: string) => {
      const index: unknown = window.history.state?.idx;
      if (typeof index === 'number' && index > 0 && entryAddresses[index - 1] === address) void navigate(-1);
      else void navigate(address);
    },
    [navigate],
  );
}
