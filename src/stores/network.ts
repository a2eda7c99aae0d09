import { create } from 'zustand';

/** How many calls are past the slow threshold right now. */
interface NetworkState {
  slowCalls: number;
  changeSlow(delta: 1 | -1): void;
}

export const useNetworkStore = create<NetworkState>((set) => ({
  slowCalls: 0,
  changeSlow: (delta) => set((s) => ({ slowCalls: Math.max(0, s.slowCalls + delta) })),
}));
