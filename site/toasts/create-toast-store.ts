/** Descriptions longer than this use the custom toast (expandable, scrollable) (§8). */
export const CUSTOM_TOAST_THRESHOLD = 250;

export type ToastLevel = 'info' | 'warning' | 'error';

export interface Toast {
  readonly id: number;
  readonly level: ToastLevel;
  readonly title: string;
  readonly description: string;
  /** The custom toast: the description is folded and scrolls. */
  readonly custom: boolean;
}

export interface ToastStore {
  getState(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  show(toast: { readonly level: ToastLevel; readonly title: string; readonly description?: string }): number;
  dismiss(id: number): void;
}

/** Toasts on screen, newest last; at most `limit` (the oldest leave first). */
export function createToastStore(limit = 5): ToastStore {
  let toasts: readonly Toast[] = [];
  let next = 1;
  const listeners = new Set<() => void>();
  const set = (value: readonly Toast[]): void => {
    toasts = value;
    for (const l of listeners) l();
  };
  return {
    getState: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    show({ level, title, description = '' }) {
      const id = next++;
      set([...toasts, { id, level, title, description, custom: description.length > CUSTOM_TOAST_THRESHOLD }].slice(-limit));
      return id;
    },
    dismiss: (id) => set(toasts.filter((t) => t.id !== id)),
  };
}

/** The site's log: the console always; toasts too outside production (§8). */
export interface Logger {
  info(title: string, description?: string): void;
  warn(title: string, description?: string): void;
  error(title: string, description?: string): void;
}

export function createLogger(options: { readonly environment: string; readonly toasts: ToastStore; readonly console: Pick<Console, 'info' | 'warn' | 'error'> }): Logger {
  const toast = options.environment !== 'production';
  const log = (level: ToastLevel, title: string, description = ''): void => {
    const line = description ? `${title}: ${description}` : title;
    if (level === 'error') options.console.error(line);
    else if (level === 'warning') options.console.warn(line);
    else options.console.info(line);
    if (toast) options.toasts.show({ level, title, description });
  };
  return { info: (t, d) => log('info', t, d), warn: (t, d) => log('warning', t, d), error: (t, d) => log('error', t, d) };
}
