import { create } from 'zustand';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readString, writeString } from '@/lib/storage';

export type Theme = 'light' | 'dark';

const isTheme = (value: string): value is Theme => value === 'light' || value === 'dark';

interface UiState {
  theme: Theme;
  sideMenuOpen: boolean;
  /** The balance widget's hide toggle, shared by every widget on screen. */
  balanceHidden: boolean;
  setBalanceHidden(hidden: boolean): void;
  setTheme(theme: Theme): void;
  setSideMenuOpen(open: boolean): void;
}

export const useUiStore = create<UiState>((set) => ({
  theme: readString(STORAGE_KEYS.theme, isTheme) ?? 'light',
  sideMenuOpen: false,
  balanceHidden: false,
  setBalanceHidden: (balanceHidden) => set({ balanceHidden }),
  setTheme: (theme) => {
    writeString(STORAGE_KEYS.theme, theme);
    set({ theme });
  },
  setSideMenuOpen: (sideMenuOpen) => set({ sideMenuOpen }),
}));
