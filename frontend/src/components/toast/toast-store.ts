/**
 * Toasts (spec §8: top-right, 4 seconds). A tiny store instead of Chakra's toaster, whose state
 * machine would weigh on every public page for a message shown only after a click.
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

export const TOAST_DURATION_MS = 4000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const EMPTY: ToastItem[] = [];

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

function push(kind: ToastKind, text: string): number {
  const id = nextId++;
  items = [...items, { id, kind, text }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export const toast = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
  info: (text: string) => push('info', text),
};

export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): ToastItem[] => items,
  getServerSnapshot: (): ToastItem[] => EMPTY,
};
