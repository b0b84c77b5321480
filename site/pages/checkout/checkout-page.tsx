import type { PageProps } from '@cycle/engine';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { ShopPageData } from '../../commerce/catalogue/page-data.ts';
import { commerceClient } from '../../commerce/browser/commerce-client.ts';
import { formatPrice, withCurrency } from '../../commerce/browser/format-price.ts';
import { LAST_ORDER_KEY } from '../../commerce/browser/last-order.ts';
import { ShopFault } from '../../commerce/browser/shop-fault.tsx';
import * as css from '../../commerce/browser/shop.css.ts';
import { useCommerceCall } from '../../commerce/browser/use-commerce-call.ts';
import type { Cart, PaymentMethod, ShippingMethod, ShopCountry } from '../../commerce/types.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useCheckoutAnalytics } from '../../analytics/use-ecommerce-events.ts';
import { button, container } from '../../styles/layout.css.ts';

interface CheckoutOptions {
  readonly cart: Cart;
  readonly countries: readonly ShopCountry[];
  readonly shipping: readonly ShippingMethod[];
  readonly payment: readonly PaymentMethod[];
  readonly context: { readonly shippingMethodId: string | null; readonly paymentMethodId: string | null; readonly currency: { readonly isoCode: string } };
}

const FIELDS = ['email', 'firstName', 'lastName', 'street', 'zipcode', 'city'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Checkout (page kind Checkout): guest registration, shipping and payment method through the session context,
 * a Klarna session when Klarna is chosen, the order, then handle-payment (Klarna redirects through the
 * provider, invoice finishes at once) to the confirmation page. Every step can fail and be retried.
 */
export default function CheckoutPage({ data }: PageProps<ShopPageData>): ReactNode {
  const { m } = useMessages();
  const settings = data.commerce;
  const client = commerceClient(settings);
  const load = useCommerceCall<CheckoutOptions>();
  const method = useCommerceCall<void>();
  const order = useCommerceCall<string>();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', firstName: '', lastName: '', street: '', zipcode: '', city: '' });
  const [country, setCountry] = useState('');
  const [shippingId, setShippingId] = useState<string | null>(null);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const runLoad = load.run;
  useEffect(() => {
    void runLoad(async () => {
      const [cart, countries, shipping, payment, context] = await Promise.all([client.getCart(), client.getCountries(), client.getShippingMethods(), client.getPaymentMethods(), client.getContext()]);
      for (const r of [cart, countries, shipping, payment, context]) if (!r.ok) return r;
      if (!cart.ok || !countries.ok || !shipping.ok || !payment.ok || !context.ok) throw new Error('unreachable');
      return { ok: true, value: { cart: cart.value, countries: countries.value, shipping: shipping.value, payment: payment.value, context: context.value } } as const;
    }).then((r) => {
      if (!r.ok) return;
      setCountry(r.value.countries.find((c) => c.iso === settings.country)?.id ?? r.value.countries[0]?.id ?? '');
      setShippingId(r.value.context.shippingMethodId ?? r.value.shipping.find((s) => s.technicalName === 'homeDelivery')?.id ?? null);
      setPaymentId(r.value.context.paymentMethodId ?? r.value.payment[0]?.id ?? null);
    });
  }, [client, runLoad, settings.country]);

  const options = load.state.status === 'done' ? load.state.value : null;
  useCheckoutAnalytics(settings, options?.cart ?? null, { load: load.state, method: method.state, order: order.state }, { shipping: options?.shipping.find((s) => s.id === shippingId)?.name ?? null, payment: options?.payment.find((p) => p.id === paymentId)?.name ?? null });
  // In the session context's currency once it is loaded (DECISIONS.md), the market's before.
  const money = (n: number): string => formatPrice(n, withCurrency(settings, options?.context.currency.isoCode)) ?? '';
  const chooseMethod = (patch: { shippingMethodId?: string; paymentMethodId?: string }): void => {
    if (patch.shippingMethodId) setShippingId(patch.shippingMethodId);
    if (patch.paymentMethodId) setPaymentId(patch.paymentMethodId);
    void method.run(() => client.updateCartSessionContext(patch));
  };
  const missing = FIELDS.filter((f) => values[f].trim() === '');

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTouched(true);
    if (missing.length > 0 || options === null) return;
    const klarna = options.payment.find((p) => p.id === paymentId)?.shortName === 'klarna';
    void order.run(async () => {
      const context = await client.updateCartSessionContext({ ...(shippingId ? { shippingMethodId: shippingId } : {}), ...(paymentId ? { paymentMethodId: paymentId } : {}) });
      if (!context.ok) return context;
      const customer = await client.registerCartSessionCustomer({ ...values, countryId: country, storefrontUrl: `${window.location.origin}${settings.paths.home.replace(/\/$/, '')}` });
      if (!customer.ok) return customer;
      if (klarna) {
        const session = await client.initiateKlarnaSession();
        if (!session.ok) return session;
      }
      const created = await client.createCartSessionOrder();
      if (!created.ok) return created;
      try {
        window.sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify({ id: created.value.id, orderNumber: created.value.orderNumber, total: created.value.totalPrice, email: values.email }));
      } catch {
        // The confirmation page reads the order from the backend too.
      }
      const finishUrl = `${window.location.origin}${settings.paths.confirm}?orderId=${encodeURIComponent(created.value.id)}`;
      const paid = await client.initiateOrderPayment(created.value.id, { finishUrl, errorUrl: `${window.location.origin}${settings.paths.checkout}` });
      if (!paid.ok) return paid;
      window.location.assign(paid.value.redirectUrl ?? finishUrl);
      return { ok: true, value: created.value.id } as const;
    });
  };

  const field = (name: Field, label: string, type = 'text', autoComplete = 'on'): ReactNode => (
    <label className={css.label}>
      {label}
      <input className={css.input} name={name} type={type} autoComplete={autoComplete} value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} aria-invalid={touched && values[name].trim() === '' ? true : undefined} required />
      {touched && values[name].trim() === '' ? <span className={css.fieldError}>{m.shopFieldRequired}</span> : null}
    </label>
  );

  return (
    <div className={`${container} ${css.page}`}>
      <h1 className={css.title}>{m.shopCheckout}</h1>
      <ShopFault state={load.state} onRetry={load.retry} />
      {options === null ? (load.state.status === 'failed' ? null : <p role="status">{m.shopLoading}</p>) : (
        <form className={css.basketLayout} onSubmit={submit} noValidate data-checkout-form>
          <div className={css.form}>
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>{m.shopContactDetails}</legend>
              {field('email', m.shopEmail, 'email', 'email')}
              <div className={css.formRow}>{field('firstName', m.shopFirstName, 'text', 'given-name')}{field('lastName', m.shopLastName, 'text', 'family-name')}</div>
              {field('street', m.shopStreet, 'text', 'street-address')}
              <div className={css.formRow}>{field('zipcode', m.shopZip, 'text', 'postal-code')}{field('city', m.shopCity, 'text', 'address-level2')}</div>
              <label className={css.label}>{m.shopCountry}
                <select className={css.select} value={country} onChange={(e) => setCountry(e.target.value)} name="country">
                  {options.countries.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
                </select>
              </label>
            </fieldset>
            <fieldset className={css.fieldset} data-shipping>
              <legend className={css.legend}>{m.shopDelivery}</legend>
              {options.shipping.map((s) => (
                <label key={s.id} className={css.radio}>
                  <input type="radio" name="shipping" checked={shippingId === s.id} onChange={() => chooseMethod({ shippingMethodId: s.id })} />
                  {s.name}{s.deliveryDays ? <span className={css.muted}> · {m.shopDeliveryDays.replace('{min}', String(s.deliveryDays.min)).replace('{max}', String(s.deliveryDays.max))}</span> : null}
                </label>
              ))}
            </fieldset>
            <fieldset className={css.fieldset} data-payment>
              <legend className={css.legend}>{m.shopPayment}</legend>
              {options.payment.map((p) => (
                <label key={p.id} className={css.radio}>
                  <input type="radio" name="payment" value={p.shortName} checked={paymentId === p.id} onChange={() => chooseMethod({ paymentMethodId: p.id })} />
                  {p.name}
                </label>
              ))}
            </fieldset>
            <ShopFault state={method.state} onRetry={method.retry} />
          </div>
          <aside className={css.summary}>
            {options.cart.lineItems.map((l) => <div key={l.id} className={css.summaryRow}><span>{l.quantity} × {l.label}</span><span>{money(l.totalPrice)}</span></div>)}
            <div className={css.summaryTotal}><span>{m.shopTotal}</span><span data-checkout-total>{money(options.cart.totalPrice)}</span></div>
            <button type="submit" className={`${button} ${css.full}`} disabled={order.state.status === 'pending' || options.cart.lineItems.length === 0} data-place-order>
              {order.state.status === 'pending' ? m.shopPlacing : m.shopPlaceOrder}
            </button>
            <ShopFault state={order.state} onRetry={order.retry} />
            {order.state.status === 'failed' && !order.state.error.retryable && order.state.error.errors.length > 0 ? <p className={css.fieldError} role="alert">{order.state.error.message}</p> : null}
            <p className={css.muted}>{m.shopSecure}</p>
          </aside>
        </form>
      )}
    </div>
  );
}
