import { useEffect, type ReactNode } from 'react';
import { errorViewEvent, type ErrorViewType } from '../analytics/analytics-events.ts';
import { useSiteRuntime } from '../runtime/site-runtime.ts';
import * as css from './message-box.css.ts';

export type MessageKind = 'success' | 'fail' | 'warning' | 'info';
const ICON: Readonly<Record<MessageKind, string>> = { success: '✓', fail: '!', warning: '!', info: 'i' };

export interface MessageBoxProps {
  readonly kind: MessageKind;
  readonly title: string;
  readonly children?: ReactNode;
  /** The error-view type a fail message reports. @default 'message_fail' */
  readonly errorType?: ErrorViewType;
  readonly id?: string;
}

/**
 * A message box (§4): success, fail, warning or info. Fail and warning
 * interrupt (role alert), the others are polite (role status). A fail
 * message pushes an error event to the analytics data layer when shown.
 */
export function MessageBox(props: MessageBoxProps): ReactNode {
  const { dataLayer } = useSiteRuntime();
  const { kind, title, errorType } = props;
  useEffect(() => {
    if (kind === 'fail') dataLayer.push(errorViewEvent(errorType ?? 'message_fail', title));
  }, [kind, title, errorType, dataLayer]);
  return (
    <div id={props.id} className={`${css.box} ${css.kind[kind]}`} role={kind === 'fail' || kind === 'warning' ? 'alert' : 'status'} data-message={kind}>
      <span className={`${css.icon} ${css.iconKind[kind]}`} aria-hidden="true">{ICON[kind]}</span>
      <h2 className={css.title}>{title}</h2>
      {props.children ? <div className={css.body}>{props.children}</div> : null}
    </div>
  );
}
