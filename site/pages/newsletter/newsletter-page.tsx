import type { PageProps } from '@cycle/engine';
import { useState, type ReactNode } from 'react';
import type { ShopPageData } from '../../commerce/catalogue/page-data.ts';
import { commerceClient } from '../../commerce/browser/commerce-client.ts';
import { ShopFault } from '../../commerce/browser/shop-fault.tsx';
import * as shop from '../../commerce/browser/shop.css.ts';
import { useCommerceCall } from '../../commerce/browser/use-commerce-call.ts';
import { MessageBox } from '../../components/message-box.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { button, container } from '../../styles/layout.css.ts';
import * as css from '../simple-page.css.ts';
import { EditorialBelow, EditorialHero, EditorialIntro } from '../../content/render/editorial-parts.tsx';

/** Newsletter signup (`/{locale}/newsletter/`) through the commerce backend's `/newsletter/signup`. */
export default function NewsletterPage({ data }: PageProps<ShopPageData>): ReactNode {
  const { m } = useMessages();
  const signup = useCommerceCall<void>();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const invalid = signup.state.status === 'failed' && signup.state.error.errors.some((e) => e.pointer === '/email');
  const editorial = data.editorial;
  return (
    <>
    <EditorialHero parts={editorial} />
    <div className={`${container} ${css.wrap}`}>
      {editorial?.hero ? null : <h1 className={css.title}>{m.newsletter}</h1>}
      {editorial?.intro ? <EditorialIntro parts={editorial} className={css.text} /> : editorial?.hero ? null : <p className={css.text}>{m.shopNewsletterIntro}</p>}
      {signup.state.status === 'done' ? <MessageBox kind="success" title={m.shopNewsletterDone} /> : (
        <form className={shop.form} data-newsletter onSubmit={(e) => {
          e.preventDefault();
          void signup.run(() => commerceClient(data.commerce).addNewsletterSubscription({ email, ...(firstName === '' ? {} : { firstName }) }));
        }}>
          <label className={shop.label}>{m.shopFirstName}<input className={shop.input} value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name" /></label>
          <label className={shop.label}>{m.shopEmail}<input className={shop.input} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" aria-invalid={invalid ? true : undefined} /></label>
          {invalid ? <p className={shop.fieldError} role="alert">{m.contactEmailInvalid}</p> : null}
          <button type="submit" className={button} disabled={signup.state.status === 'pending'}>{m.shopNewsletterSubmit}</button>
          <ShopFault state={signup.state} onRetry={signup.retry} />
        </form>
      )}
    </div>
    <EditorialBelow parts={editorial} />
    </>
  );
}
