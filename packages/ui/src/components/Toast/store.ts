import type { ReactNode } from 'react';

export type ToastType = 'success' | 'warning' | 'error' | 'info';

export interface ToastItem {
  id: number;
  type: ToastType;
  content: ReactNode;
  /** Milliseconds before it closes itself; 0 keeps it until dismissed. */
  duration: number;
}

export interface ToastOptions {
  duration?: number;
}

// A module-level store (not React state): `message.error(…)` can be called from anywhere —
// an SDK error handler, a route guard — without a hook or a context.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

function show(type: ToastType, content: ReactNode, options: ToastOptions = {}): number {
  const id = nextId++;
  // Errors stay a little longer: they are the ones people need to read.
  const duration = options.duration ?? (type === 'error' ? 5000 : 3000);
  items = [...items, { id, type, content, duration }];
  emit();
  return id;
}

function dismiss(id?: number): void {
  items = id === undefined ? [] : items.filter((item) => item.id !== id);
  emit();
}

/** Imperative toasts, shown by the `<Toaster />` that `UiProvider` renders. */
export const message = {
  show,
  success: (content: ReactNode, options?: ToastOptions) => show('success', content, options),
  warning: (content: ReactNode, options?: ToastOptions) => show('warning', content, options),
  error: (content: ReactNode, options?: ToastOptions) => show('error', content, options),
  info: (content: ReactNode, options?: ToastOptions) => show('info', content, options),
  /** Closes one toast, or all when no id is given. */
  dismiss,
};
