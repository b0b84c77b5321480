import { lazy, Suspense, useState, type ReactNode } from 'react';
import * as css from './fit.css.ts';

const loadDialog = () => import('./fit-profile-dialog.tsx');
const FitProfileDialog = lazy(() => loadDialog().then((module) => ({ default: module.FitProfileDialog })));

export interface FitEditButtonProps {
  readonly label: string;
  /** Show inch values in the dialog (en-GB). @default false */
  readonly inches?: boolean;
  /** Class of the button. @default the underlined text button */
  readonly className?: string;
}

/**
 * Opens the "Your size" dialog. The dialog's code loads on the first pointer or focus on the button (and on
 * click at the latest), never with the page.
 */
export function FitEditButton({ label, inches = false, className = css.linkButton }: FitEditButtonProps): ReactNode {
  const [open, setOpen] = useState(false);
  const preload = (): void => {
    void loadDialog();
  };
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)} data-fit-edit>
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FitProfileDialog inches={inches} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
