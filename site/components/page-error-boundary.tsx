import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import * as contentCss from '../content/render/content.css.ts';
import type { ErrorScreenContent } from '../content/model/blocks.ts';
import type { RichText as RichTextDoc } from '../content/model/fields.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { button, container } from '../styles/layout.css.ts';

type RichTextView = (props: { readonly doc: RichTextDoc }) => ReactNode;

/**
 * The editor's rich text of the error screen. The renderer loads when an error screen is shown, not with every
 * page's first-load JavaScript; until then (or when it cannot load) the dictionary's text stands in.
 */
function ErrorScreenText({ doc, fallback }: { readonly doc: RichTextDoc; readonly fallback: ReactNode }): ReactNode {
  const [View, setView] = useState<RichTextView | null>(null);
  useEffect(() => {
    let live = true;
    import('../content/render/rich-text.tsx').then(
      (m) => live && setView(() => m.RichText),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return View ? <View doc={doc} /> : fallback;
}

/**
 * The error screen (spec §2): the editor's error story of the page's language
 * (`sitecentralcontent/settings/error-screen`), else the dictionary's text, and a reload link.
 */
export function PageErrorScreen({ screen }: { readonly screen: ErrorScreenContent | null }): ReactNode {
  const { m } = useMessages();
  return (
    <div className={`${container} ${contentCss.fallback}`} role="alert" data-error-screen>
      <h1 className={contentCss.pageTitle}>{screen?.headline ?? m.contentErrorTitle}</h1>
      {screen ? <ErrorScreenText doc={screen.text} fallback={<p className={contentCss.pageIntro}>{m.contentErrorText}</p>} /> : <p className={contentCss.pageIntro}>{m.contentErrorText}</p>}
      <a className={button} href="">{m.reload}</a>
    </div>
  );
}

/** Props of {@link PageErrorBoundary}. */
export interface PageErrorBoundaryProps {
  /** The editor's error story of the page's language; null: the dictionary's text. */
  readonly screen: ErrorScreenContent | null;
  /** The page being shown (its path with query): a new one clears the error, so navigation keeps working. */
  readonly resetKey: string;
  /** Where the error goes. @default console.error */
  readonly onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
  readonly children: ReactNode;
}

interface PageErrorBoundaryState {
  /** The `resetKey` of the page that failed; null while nothing failed. */
  readonly failedAt: string | null;
  /** Set by a caught error until the next render pins it to the page's key. */
  readonly failed: boolean;
}

/**
 * Catches an unhandled error of the page below it (render, effect, lifecycle) and shows the error screen in its
 * place, so the header and footer around it stay and keep working; the next page (a new `resetKey`) renders
 * normally again. React needs a class for this. On the server a render error still fails the page build: a broken
 * page must not ship.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failedAt: null, failed: false };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    if (state.failed && state.failedAt === null) return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null, failed: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    (this.props.onError ?? ((e: unknown) => console.error('Page render error', e)))(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageErrorScreen screen={this.props.screen} /> : this.props.children;
  }
}
