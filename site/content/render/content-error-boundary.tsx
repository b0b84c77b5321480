import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import { button, container } from '../../styles/layout.css.ts';
import type { ErrorScreenContent } from '../model/blocks.ts';
import { RichText } from './rich-text.tsx';
import * as css from './content.css.ts';

/** The fallback screen: the editor's error story (`sitecentralcontent/settings/error-screen`), else the dictionary's text. */
export function ContentErrorScreen({ screen }: { screen: ErrorScreenContent | null }): ReactNode {
  const { m } = useMessages();
  return (
    <div className={`${container} ${css.fallback}`} role="alert">
      <h1 className={css.pageTitle}>{screen?.headline ?? m.contentErrorTitle}</h1>
      {screen ? <RichText doc={screen.text} /> : <p className={css.pageIntro}>{m.contentErrorText}</p>}
      <a className={button} href="">{m.reload}</a>
    </div>
  );
}

interface BoundaryProps {
  readonly screen: ErrorScreenContent | null;
  readonly children: ReactNode;
  /** Where the error goes (the log toasts pick up console errors outside production). @default console.error */
  readonly onError?: (error: unknown, info: ErrorInfo) => void;
}

/**
 * Catches an unhandled render error of the content below it and shows the fallback screen with the
 * editor-supplied rich text. React needs a class for this; it holds no other state. (On the server a render
 * error still fails the page build: a broken page must not ship.)
 */
export class ContentErrorBoundary extends Component<BoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    (this.props.onError ?? ((e: unknown) => console.error('Content render error', e)))(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? <ContentErrorScreen screen={this.props.screen} /> : this.props.children;
  }
}
