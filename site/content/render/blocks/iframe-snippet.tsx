import type { ReactNode } from 'react';
import { FEATURE_GROUPS } from '../../../consent/consent-gate.ts';
import { useFeatureConsent } from '../../../consent/use-feature-consent.ts';
import * as css from '../content.css.ts';
import { ConsentPlaceholder } from './consent-placeholder.tsx';

/** The `src` and `title` of the first iframe in an editor's snippet. */
export function iframeFacts(html: string): { readonly src: string; readonly title: string } {
  const tag = /<iframe\b[^>]*>/i.exec(html)?.[0] ?? '';
  const attr = (name: string): string => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined) ?? '';
  return { src: attr('src'), title: attr('title') };
}

/**
 * A rich-text snippet that embeds a third-party page (an iframe: a video, a map) in the 16:9 container, loaded
 * only with the consent that video and maps need (C0001 and C0003, spec §5); until then the placeholder.
 */
export function IframeSnippet({ html }: { readonly html: string }): ReactNode {
  const consent = useFeatureConsent(FEATURE_GROUPS.video);
  const { src, title } = iframeFacts(html);
  if (consent.status === 'granted') return <div className={`${css.embed} ${css.ratio16x9}`} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={`${css.embed} ${css.ratio16x9}`}>
      <ConsentPlaceholder kind={/youtube|vimeo|video/i.test(src) ? 'video' : 'embed'} title={title} url={src} consent={consent} />
    </div>
  );
}
