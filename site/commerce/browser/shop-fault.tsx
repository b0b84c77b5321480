import type { ReactNode } from 'react';
import { MessageBox } from '../../components/message-box.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { buttonGhost } from '../../styles/layout.css.ts';
import type { CallState } from './use-commerce-call.ts';

/**
 * What a shopper sees while a commerce call is slow or after it failed (down, timeout, 5xx): a message in
 * their language that the basket is safe, and a retry button.
 */
export function ShopFault({ state, onRetry }: { readonly state: CallState<unknown>; readonly onRetry: () => void }): ReactNode {
  const { m } = useMessages();
  if (state.status === 'pending' && state.slow) return <p role="status" data-shop-slow>{m.shopSlow}</p>;
  if (state.status !== 'failed') return null;
  // Expected business answers (a wrong code, a validation error) are shown where they belong, not here.
  if (!state.error.retryable && state.error.errors.length > 0) return null;
  return (
    <div data-shop-fault>
      <MessageBox kind="fail" title={m.shopErrorTitle}>
        <p>{m.shopErrorText}</p>
        <button type="button" className={buttonGhost} onClick={onRetry} data-shop-retry>{m.shopRetry}</button>
      </MessageBox>
    </div>
  );
}
