// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CycleToWorkCalculator } from './cycle-to-work-calculator.tsx';
import { CycleToWorkSection, offersCycleToWork } from './cycle-to-work-section.tsx';

const RALEIGH = { min: 150, max: 6000 };
afterEach(cleanup);

const type = (label: string, value: string): void => void fireEvent.change(screen.getByLabelText(label), { target: { value } });
const calculate = (): void => void fireEvent.click(screen.getByRole('button', { name: 'Calculate my savings' }));
const results = (): HTMLElement => screen.getByRole('status');

describe('CycleToWorkCalculator', () => {
  it('prefills the price, and shows monthly gross and net cost, savings and percent in pounds in a polite live region', () => {
    render(<CycleToWorkCalculator price={1000} range={RALEIGH} tag="en-GB" />);
    expect((screen.getByLabelText('Bike package price (£)') as HTMLInputElement).value).toBe('1000');
    type('Annual salary before tax (£)', '30,000');
    calculate();
    expect(results().getAttribute('aria-live')).toBe('polite');
    expect(results().querySelector('[data-c2w="monthly-gross"]')?.textContent).toBe('£83.33');
    expect(results().querySelector('[data-c2w="monthly-net"]')?.textContent).toBe('£60.00');
    expect(results().querySelector('[data-c2w="total-savings"]')?.textContent).toBe('£280.00');
    expect(results().querySelector('[data-c2w="percent-saved"]')?.textContent).toBe('28%');
  });

  it('refuses a price outside the range: message linked to the field, focus on it, and what was typed kept', () => {
    render(<CycleToWorkCalculator price={1000} range={RALEIGH} tag="en-GB" />);
    type('Bike package price (£)', '7,500');
    type('Annual salary before tax (£)', '60000');
    type('Income tax band', 'rUK:higher');
    calculate();
    const price = screen.getByLabelText('Bike package price (£)') as HTMLInputElement;
    expect(price.getAttribute('aria-invalid')).toBe('true');
    const errorId = price.getAttribute('aria-describedby')!.split(' ').find((idRef) => idRef.endsWith('-price-error'))!;
    expect(document.getElementById(errorId)?.textContent).toBe('Cycle to work covers bike packages from £150 to £6,000; £7,500 is outside that range.');
    expect(document.activeElement).toBe(price);
    expect(price.value).toBe('7,500');
    expect((screen.getByLabelText('Annual salary before tax (£)') as HTMLInputElement).value).toBe('60000');
    // Fixing the price and calculating again shows the results and drops the message.
    type('Bike package price (£)', '1000');
    calculate();
    expect(price.getAttribute('aria-invalid')).toBeNull();
    expect(results().querySelector('[data-c2w="percent-saved"]')?.textContent).toBe('42%');
  });

  it('names a tax band that does not fit the salary on the band field', () => {
    render(<CycleToWorkCalculator price={1000} range={null} tag="en-GB" />);
    type('Annual salary before tax (£)', '60000');
    calculate();
    expect(screen.getByLabelText('Income tax band').getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[data-c2w-error="band"]')?.textContent).toContain('higher rate (40%) band');
  });

  it('follows a new variant price unless the shopper typed their own', () => {
    const { rerender } = render(<CycleToWorkCalculator price={1000} range={RALEIGH} tag="en-GB" />);
    rerender(<CycleToWorkCalculator price={1299.5} range={RALEIGH} tag="en-GB" />);
    const price = screen.getByLabelText('Bike package price (£)') as HTMLInputElement;
    expect(price.value).toBe('1299.50');
    type('Bike package price (£)', '1500');
    rerender(<CycleToWorkCalculator price={999} range={RALEIGH} tag="en-GB" />);
    expect(price.value).toBe('1500');
  });
});

describe('CycleToWorkSection', () => {
  const gb = { country: 'GB', tag: 'en-GB', hidePrices: false, instalments: RALEIGH };
  it('is offered on GB pages for prices in the range only', () => {
    expect(offersCycleToWork(1000, gb)).toBe(true);
    expect(offersCycleToWork(6000, gb)).toBe(true);
    expect(offersCycleToWork(6999, gb)).toBe(false);
    expect(offersCycleToWork(100, gb)).toBe(false);
    expect(offersCycleToWork(1000, { ...gb, country: 'IE' })).toBe(false);
    expect(offersCycleToWork(1000, { ...gb, hidePrices: true })).toBe(false);
    expect(offersCycleToWork(9000, { ...gb, instalments: null })).toBe(true);
  });

  it('puts the heading in the static HTML and the calculator in its lazy chunk', () => {
    const html = renderToString(<CycleToWorkSection price={1000} settings={gb} />);
    expect(html).toContain('Cycle to work</h2>');
    expect(html).not.toContain('data-c2w-form');
    expect(renderToString(<CycleToWorkSection price={7000} settings={gb} />)).toBe('');
  });
});
