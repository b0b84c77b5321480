import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { format, useMessages } from '../i18n/use-messages.ts';
import { button, buttonGhost } from '../styles/layout.css.ts';
import { HEIGHT_RANGE_CM, INSEAM_RANGE_CM, profileProblem } from './fit-profile-storage.ts';
import * as css from './fit.css.ts';
import { announceFitProfileChange } from './fit-profile-events.ts';
import { fitProfileStorage, useFitProfile } from './use-fit-profile.ts';

export interface FitProfileDialogProps {
  /** Called once the dialog closed (saved, removed, Escape, Close). */
  readonly onClose: () => void;
  /** Show an inch value beside the cm fields (en-GB). @default false */
  readonly inches?: boolean;
}

type Problem = ReturnType<typeof profileProblem> | 'storage';

/**
 * The "Your size" dialog: body height and inside leg in cm, checked on save (a value outside the accepted
 * range gets a message under its field and keeps the focus there), Save, Remove and Close. Loaded on demand
 * (`fit-edit-button.tsx`): nothing of it is in a page's first-load JavaScript.
 */
export function FitProfileDialog({ onClose, inches = false }: FitProfileDialogProps): ReactNode {
  const { m } = useMessages();
  const saved = useFitProfile();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [height, setHeight] = useState(saved === null ? '' : String(saved.heightCm));
  const [inseam, setInseam] = useState(saved === null ? '' : String(saved.inseamCm));
  const [problem, setProblem] = useState<Problem>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
  }, []);

  const close = (): void => {
    ref.current?.close();
  };
  const save = (event: FormEvent): void => {
    event.preventDefault();
    const profile = { heightCm: Number(height.replace(',', '.')), inseamCm: Number(inseam.replace(',', '.')) };
    const rounded = { heightCm: Math.round(profile.heightCm), inseamCm: Math.round(profile.inseamCm) };
    const found = height.trim() === '' ? 'height' : inseam.trim() === '' ? 'inseam' : profileProblem(rounded);
    if (found !== null) {
      setProblem(found);
      ref.current?.querySelector<HTMLInputElement>(`#${CSS.escape(found === 'inseam' ? `${id}-inseam` : found === 'ratio' ? `${id}-inseam` : `${id}-height`)}`)?.focus();
      return;
    }
    const result = fitProfileStorage().save(rounded);
    if (!result.ok) {
      setProblem('storage');
      return;
    }
    announceFitProfileChange();
    close();
  };
  const remove = (): void => {
    fitProfileStorage().remove();
    announceFitProfileChange();
    close();
  };
  const inchText = (value: string): string | null => {
    const n = Number(value.replace(',', '.'));
    return inches && value.trim() !== '' && Number.isFinite(n) && n > 0 ? format(m.fitInches, { inches: Math.round(n / 2.54) }) : null;
  };
  const field = (key: 'height' | 'inseam', value: string, set: (v: string) => void, range: readonly [number, number], hint?: string): ReactNode => {
    const fieldId = `${id}-${key}`;
    const error = problem === key ? format(key === 'height' ? m.fitHeightInvalid : m.fitInseamInvalid, { min: range[0], max: range[1] }) : problem === 'ratio' && key === 'inseam' ? m.fitRatioInvalid : null;
    const inch = inchText(value);
    const describedBy = [hint ? `${fieldId}-hint` : '', inch ? `${fieldId}-inch` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={css.field}>
        <label className={css.label} htmlFor={fieldId}>{key === 'height' ? m.fitHeight : m.fitInseam} ({m.fitUnitCm})</label>
        {hint ? <p id={`${fieldId}-hint`} className={css.why}>{hint}</p> : null}
        <div className={css.inputRow}>
          <input
            id={fieldId} name={key} className={css.input} type="number" inputMode="numeric" step={1} min={range[0]} max={range[1]} value={value}
            aria-invalid={error !== null ? true : undefined} aria-describedby={describedBy} onChange={(e) => set(e.target.value)} data-fit-field={key}
          />
          <span aria-hidden="true">{m.fitUnitCm}</span>
          {inch ? <span id={`${fieldId}-inch`} className={css.why}>{inch}</span> : null}
        </div>
        {error ? <p id={`${fieldId}-error`} className={css.error} data-fit-error={key}>{error}</p> : null}
      </div>
    );
  };

  return (
    <dialog ref={ref} className={css.dialog} aria-labelledby={`${id}-title`} onClose={onClose} data-fit-dialog>
      <h2 id={`${id}-title`} className={css.dialogTitle}>{m.fitYourSize}</h2>
      <form className={css.form} onSubmit={save} noValidate>
        <p className={css.why}>{m.fitIntro}</p>
        {field('height', height, setHeight, HEIGHT_RANGE_CM)}
        {field('inseam', inseam, setInseam, INSEAM_RANGE_CM, m.fitInseamHint)}
        {problem === 'storage' ? <p className={css.error} role="alert">{m.fitSaveFailed}</p> : null}
        <div className={css.actions}>
          <button type="submit" className={button} data-fit-save>{m.fitSave}</button>
          {saved !== null ? <button type="button" className={buttonGhost} onClick={remove} data-fit-remove>{m.fitRemove}</button> : null}
          <button type="button" className={css.linkButton} onClick={close}>{m.fitClose}</button>
        </div>
      </form>
    </dialog>
  );
}
