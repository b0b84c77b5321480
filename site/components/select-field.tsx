import type { ReactNode } from 'react';
import * as css from './form-field.css.ts';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  /** The empty first option ("Please choose"); none when omitted. */
  readonly placeholder?: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly required?: boolean;
  readonly error?: string | undefined;
  readonly valid?: boolean;
  readonly autoComplete?: string | undefined;
}

/** A dropdown styled like the text fields: floating label, tick, error tied to it. */
export function SelectField(props: SelectFieldProps): ReactNode {
  return (
    <div className={css.field}>
      <div className={css.box} data-float="true">
        <select
          id={props.id}
          name={props.name}
          className={css.select}
          value={props.value}
          required={props.required}
          aria-required={props.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${props.id}-error` : undefined}
          autoComplete={props.autoComplete}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
        >
          {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((o, i) => <option key={`${o.value}-${i}`} value={o.value}>{o.label}</option>)}
        </select>
        <label htmlFor={props.id} className={css.label}>
          {props.label}
          {props.required ? <span className={css.required} aria-hidden="true">*</span> : null}
        </label>
        {props.valid && !props.error && props.value !== '' ? <span className={css.tick} aria-hidden="true" data-valid="true">✓</span> : <span className={css.chevron} aria-hidden="true">▼</span>}
      </div>
      {props.error ? <p id={`${props.id}-error`} className={css.error} data-field-error>{props.error}</p> : null}
    </div>
  );
}
