import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import type { Toast, ToastStore } from './create-toast-store.ts';
import * as css from './toaster.css.ts';

const NONE: readonly Toast[] = [];

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }): ReactNode {
  const { m } = useMessages();
  const [copied, setCopied] = useState(false);
  const copy = (): void => {
    const text = toast.description ? `${toast.title}\n\n${toast.description}` : toast.title;
    void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    // The live role sits inside the list item: a role on the <li> itself would take the list item out of its list.
    <li className={`${css.toast} ${css.level[toast.level]}`} data-toast={toast.custom ? 'custom' : 'plain'}>
      <div role={toast.level === 'error' ? 'alert' : 'status'}>
      <p className={css.title}>{toast.title}</p>
      {toast.description && !toast.custom ? <p className={css.description}>{toast.description}</p> : null}
      {toast.custom ? (
        <details>
          <summary>{m.toastShowMore}</summary>
          <pre className={css.details}>{toast.description}</pre>
        </details>
      ) : null}
      <div className={css.actions}>
        <button type="button" className={css.action} onClick={copy}>{copied ? m.toastCopied : m.toastCopy}</button>
        <button type="button" className={css.action} onClick={onDismiss}>{m.toastDismiss}</button>
      </div>
      </div>
    </li>
  );
}

/** Non-production log messages as toasts, each with Copy to Clipboard (§8). */
export function Toaster({ store }: { store: ToastStore }): ReactNode {
  const { m } = useMessages();
  const toasts = useSyncExternalStore(store.subscribe, store.getState, () => NONE);
  if (toasts.length === 0) return null;
  return (
    <ol className={css.region} aria-label={m.toastRegion}>
      {toasts.map((t) => <ToastItem key={t.id} toast={t} onDismiss={() => store.dismiss(t.id)} />)}
    </ol>
  );
}
