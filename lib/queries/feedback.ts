import { signal } from '@preact/signals-react';
import { UNDO_WINDOW_MS } from '../ui/undo-window';

// What the panel says after a write: one toast at a time, in a polite live region
// (components/common/Toast.tsx shows it). A signal, not React state: a write's hook in this folder
// raises it without a provider, and only the toast re-renders.

/** An action offered with a toast, such as Undo. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastMessage {
  id: number;
  text: string;
  action?: ToastAction;
}

/** How long a toast stays; one that offers an action (Undo) stays as long as any Undo is offered. */
export const TOAST_MS = 6000;
export const ACTION_TOAST_MS = UNDO_WINDOW_MS;

export const currentToast = signal<ToastMessage | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(text: string, action?: ToastAction): void {
  clearTimeout(timer);
  currentToast.value = { id: nextId++, text, ...(action ? { action } : {}) };
  timer = setTimeout(dismissToast, action ? ACTION_TOAST_MS : TOAST_MS);
}

export function dismissToast(): void {
  clearTimeout(timer);
  currentToast.value = null;
}
