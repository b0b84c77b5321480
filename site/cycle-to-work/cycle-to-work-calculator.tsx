import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { button } from '../styles/layout.css.ts';
import * as css from './cycle-to-work.css.ts';
import { BAND_CHOICES, calculateCycleToWork, TERMS, type CycleToWorkField, type CycleToWorkInput, type CycleToWorkProblem, type CycleToWorkResult, type PriceRange } from './calculate-cycle-to-work.ts';
import { TAX_YEAR } from './uk-tax-2025-26.ts';

export interface CycleToWorkCalculatorProps {
  /** The chosen variant's price, prefilled (pounds); null: the shopper types it. */
  readonly price: number | null;
  /** The brand's cycle-to-work price range (`features.instalments`), or none. */
  readonly range: PriceRange;
  /** The page's BCP 47 tag: amounts as that locale writes pounds. */
  readonly tag: string;
}

type Outcome = { readonly kind: 'none' } | { readonly kind: 'result'; readonly result: CycleToWorkResult } | { readonly kind: 'problems'; readonly problems: readonly CycleToWorkProblem[] };
const FIELDS: readonly CycleToWorkField[] = ['price', 'salary', 'band', 'term'];
const plain = (n: number | null): string => (n === null ? '' : Number.isInteger(n) ? String(n) : n.toFixed(2));

/**
 * The cycle-to-work calculator with the inputs and outputs of the third-party widget: bike package price (the
 * variant's, prefilled), annual salary, income tax band and the salary-sacrifice term give the monthly gross
 * sacrifice, the monthly cost after tax and NI, the total saving and the percentage saved. Every field is labelled;
 * a refused value keeps what was typed, is marked invalid with its message linked through aria-describedby, and gets
 * the focus; the results are announced through a polite live region.
 */
export function CycleToWorkCalculator({ price, range, tag }: CycleToWorkCalculatorProps): ReactNode {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CycleToWorkInput>({ price: plain(price), salary: '', band: 'rUK:basic', term: '12' });
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  // A new variant's price replaces the prefilled one, unless the shopper typed their own (React's reset-on-prop pattern).
  const [prefilled, setPrefilled] = useState(price);
  if (prefilled !== price) {
    setPrefilled(price);
    if (values.price === plain(prefilled)) setValues({ ...values, price: plain(price) });
  }
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'GBP' });
  const problemOf = (field: CycleToWorkField): string | null => (outcome.kind === 'problems' ? (outcome.problems.find((p) => p.field === field)?.message ?? null) : null);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const r = calculateCycleToWork(values, range);
    if (r.ok) {
      setOutcome({ kind: 'result', result: r.value });
      return;
    }
    setOutcome({ kind: 'problems', problems: r.error });
    const first = FIELDS.find((f) => r.error.some((p) => p.field === f));
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const set = (field: keyof CycleToWorkInput) => (event: { target: { value: string } }): void => setValues({ ...values, [field]: event.target.value });

  const describedBy = (field: CycleToWorkField, hint: boolean): string | undefined =>
    [hint ? `${id}-${field}-hint` : '', problemOf(field) ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const errorLine = (field: CycleToWorkField): ReactNode => {
    const message = problemOf(field);
    return message ? <p id={`${id}-${field}-error`} className={css.error} data-c2w-error={field}>{message}</p> : null;
  };
  const invalid = (field: CycleToWorkField): true | undefined => (problemOf(field) ? true : undefined);
  const result = outcome.kind === 'result' ? outcome.result : null;

  return (
    <div className={css.layout}>
      <form ref={formRef} className={css.form} onSubmit={submit} noValidate data-c2w-form>
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-price`}>Bike package price (£)</label>
          <p id={`${id}-price-hint`} className={css.hint}>
            {range ? `The bike and accessories, from ${money.format(range.min)} to ${money.format(range.max)}.` : 'The bike and accessories.'}
          </p>
          <input id={`${id}-price`} name="price" className={css.input} inputMode="decimal" autoComplete="off" value={values.price} onChange={set('price')} aria-invalid={invalid('price')} aria-describedby={describedBy('price', true)} />
          {errorLine('price')}
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-salary`}>Annual salary before tax (£)</label>
          <input id={`${id}-salary`} name="salary" className={css.input} inputMode="decimal" autoComplete="off" value={values.salary} onChange={set('salary')} aria-invalid={invalid('salary')} aria-describedby={describedBy('salary', false)} />
          {errorLine('salary')}
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-band`}>Income tax band</label>
          <select id={`${id}-band`} name="band" className={css.input} value={values.band} onChange={set('band')} aria-invalid={invalid('band')} aria-describedby={describedBy('band', false)}>
            <optgroup label="England, Wales and Northern Ireland">
              {BAND_CHOICES.filter((c) => c.region === 'rUK').map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
            </optgroup>
            <optgroup label="Scotland">
              {BAND_CHOICES.filter((c) => c.region === 'scotland').map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
            </optgroup>
          </select>
          {errorLine('band')}
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-term`}>Salary sacrifice term</label>
          <select id={`${id}-term`} name="term" className={css.input} value={values.term} onChange={set('term')} aria-invalid={invalid('term')} aria-describedby={describedBy('term', false)}>
            {TERMS.map((t) => <option key={t} value={String(t)}>{t} months</option>)}
          </select>
          {errorLine('term')}
        </div>
        <div>
          <button type="submit" className={button} data-c2w-submit>Calculate my savings</button>
        </div>
      </form>
      <div className={css.results} role="status" aria-live="polite" aria-atomic="true" data-c2w-results>
        {result ? (
          <>
            <p className={css.headline}>You save {money.format(result.totalSavings)} ({result.percentSaved.toLocaleString(tag)}%)</p>
            <dl className={css.resultList}>
              <dt className={css.term}>Monthly salary sacrifice (gross)</dt>
              <dd className={css.amount} data-c2w="monthly-gross">{money.format(result.monthlyGross)}</dd>
              <dt className={css.term}>Monthly cost after tax and NI</dt>
              <dd className={css.amount} data-c2w="monthly-net">{money.format(result.monthlyNet)}</dd>
              <dt className={css.term}>Income tax saved</dt>
              <dd className={css.amount}>{money.format(result.taxSaved)}</dd>
              <dt className={css.term}>National Insurance saved</dt>
              <dd className={css.amount}>{money.format(result.niSaved)}</dd>
              <dt className={css.term}>Total savings</dt>
              <dd className={css.amount} data-c2w="total-savings">{money.format(result.totalSavings)}</dd>
              <dt className={css.term}>Percent saved</dt>
              <dd className={css.amount} data-c2w="percent-saved">{result.percentSaved.toLocaleString(tag)}%</dd>
              <dt className={css.term}>Cost of the package after savings</dt>
              <dd className={css.amount}>{money.format(result.netCost)}</dd>
            </dl>
          </>
        ) : outcome.kind === 'problems' ? (
          <p className={css.hint}>{outcome.problems.length === 1 ? 'Check the field marked above.' : `Check the ${outcome.problems.length} fields marked above.`}</p>
        ) : (
          <p className={css.hint}>Enter your salary and tax band to see your monthly cost and savings.</p>
        )}
        <p className={css.note}>Estimate for the {TAX_YEAR} tax year: income tax and employee National Insurance saved through salary sacrifice over the term. Your employer’s scheme may differ.</p>
      </div>
    </div>
  );
}
