import { create } from 'zustand';
import { LOADING_TIMEOUT_MS, TOAST_MS } from '@/config/constants';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  /** Already translated text. */
  text: string;
  kind: ToastKind;
}

interface ToastState {
  toasts: Toast[];
  push(toast: Toast): void;
  dismiss(id: number): void;
}

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  push: (toast) =>
    set((s) => ({ toasts: [...s.toasts.filter((t) => t.kind !== 'loading' || toast.kind === 'loading'), toast] })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

let nextId = 1;

function show(text: string, kind: ToastKind, durationMs: number): () => void {
  const id = nextId++;
  useToastStore.getState().push({ id, text, kind });
  const timer = setTimeout(() => useToastStore.getState().dismiss(id), durationMs);
  return () => {
    clearTimeout(timer);
    useToastStore.getState().dismiss(id);
  };
}

/**
 * Imperative toasts; pass translated text. Each returns a function that hides it early. Each kind
 * shows for its own time (TOAST_MS, docs/decisions/shell.md), unless the spec names another.
 */
export const toast = {
  info: (text: string, durationMs: number = TOAST_MS.info) => show(text, 'info', durationMs),
  success: (text: string, durationMs: number = TOAST_MS.success) => show(text, 'success', durationMs),
  error: (text: string, durationMs: number = TOAST_MS.error) => show(text, 'error', durationMs),
  /** A loading notice that hides itself after `timeoutMs` at the latest. */
  loading: (text: string, timeoutMs: number = LOADING_TIMEOUT_MS) => show(text, 'loading', timeoutMs),
};
