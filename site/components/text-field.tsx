import { useState, type ReactNode } from 'react';
import * as css from './form-field.css.ts';

export interface TextFieldProps {
  readonly id: string;
  /** The posted name (the CRM field id). */
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly type?: 'text' | 'email' | 'tel';
  readonly multiline?: boolean;
  readonly required?: boolean;
  /** Shown after the label of an optional field ("optional"). */
  readonly optionalText?: string;
  readonly hint?: string;
  /** The error to show (only when touched and invalid). */
  readonly error?: string | undefined;
  /** Touched and valid: the success tick. */
  readonly valid?: boolean;
  readonly autoComplete?: string;
  readonly maxLength?: number;
}

/**
 * A text field (§4): the label floats up on focus or when there is a value;
 * a success tick once touched and valid; the error under the field when
 * touched and invalid, tied to it with aria-describedby and aria-invalid.
 */
export function TextField(props: TextFieldProps): ReactNode {
  const [focused, setFocused] = useState(false);
  const describedBy = [props.hint ? `${props.id}-hint` : '', props.error ? `${props.id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: props.id,
    name: props.name,
    value: props.value,
    required: props.required,
    'aria-required': props.required,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete: props.autoComplete,
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      props.onBlur();
    },
  };
  return (
    <div className={css.field}>
      <div className={css.box} data-float={focused || props.value !== '' ? 'true' : 'false'}>
        {props.multiline ? (
          <textarea {...common} className={css.textarea} rows={6} onChange={(e) => props.onChange(e.target.value)} />
        ) : (
          <input {...common} className={css.input} type={props.type ?? 'text'} onChange={(e) => props.onChange(e.target.value)} {...(props.maxLength ? { maxLength: props.maxLength } : {})} />
        )}
        <label htmlFor={props.id} className={css.label}>
          {props.label}
          {props.required ? <span className={css.required} aria-hidden="true">*</span> : null}
          {!props.required && props.optionalText ? <span className={css.optional}> ({props.optionalText})</span> : null}
        </label>
        {props.valid && !props.error && props.value.trim() !== '' ? <span className={css.tick} aria-hidden="true" data-valid="true">✓</span> : null}
      </div>
      {props.hint ? <p id={`${props.id}-hint`} className={css.hint}>{props.hint}</p> : null}
      {props.error ? <p id={`${props.id}-error`} className={css.error} data-field-error>{props.error}</p> : null}
    </div>
  );
}
