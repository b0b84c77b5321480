import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as css from './content-image.css.ts';
import { imageSources, type ImageLayout } from './image-sources.ts';

/** The asset fields the image reads (Storyblok asset object). */
export interface ImageAsset {
  readonly filename: string;
  readonly alt?: string | null | undefined;
  readonly focus?: string | null | undefined;
}

export interface ContentImageProps {
  readonly asset: ImageAsset;
  /** @default 'constrained' */
  readonly layout?: ImageLayout;
  /** Display width in CSS px (fixed: exact; constrained: maximum). @default the original's */
  readonly width?: number;
  readonly height?: number;
  /** width ÷ height for a crop. @default the original's */
  readonly aspectRatio?: number;
  /** @default 70 */
  readonly quality?: number;
  /** Above the fold: load at once, high priority. @default false */
  readonly priority?: boolean;
  /** `alt` override; @default the asset's alt ('' = decorative) */
  readonly alt?: string;
  readonly className?: string;
}

/** Loading, arrived (loaded while the page was running: its placeholder fades), or there at hydration (hidden at once). */
type ImageLoadState = 'loading' | 'arrived' | 'there-at-hydration';

/**
 * A responsive content image from the image service: WebP and fallback sources by density (fixed) or by
 * breakpoint (fullWidth, constrained), width and height always set, a 20 px placeholder under it that is
 * hidden once the image has loaded, after a 500 ms fade when the image arrived after hydration (see
 * content-image.css.ts). Without JavaScript the image simply covers it.
 */
export function ContentImage({ asset, layout = 'constrained', width, height, aspectRatio, quality, priority = false, alt, className }: ContentImageProps): ReactNode {
  const sources = imageSources({
    url: asset.filename,
    layout,
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
    ...(aspectRatio === undefined ? {} : { aspectRatio }),
    ...(quality === undefined ? {} : { quality }),
    ...(asset.focus ? { focus: asset.focus } : {}),
  });
  const [state, setState] = useState<ImageLoadState>('loading');
  const img = useRef<HTMLImageElement>(null);
  // The image may have loaded before hydration: no load event will come then, and nothing is left to fade.
  useEffect(() => {
    if (img.current?.complete) setState((s) => (s === 'loading' ? 'there-at-hydration' : s));
  }, []);
  const box =
    layout === 'fixed'
      ? { width: `${sources.width}px`, height: `${sources.height}px` }
      : { aspectRatio: `${sources.width} / ${sources.height}`, ...(layout === 'constrained' ? { maxWidth: `${sources.width}px` } : {}) };
  return (
    <span className={[css.frame, css.layout[layout], className].filter(Boolean).join(' ')} style={box} data-loaded={state === 'loading' ? 'false' : 'true'} {...(state === 'arrived' ? { 'data-fade': '' } : {})} data-layout={layout}>
      {/* Lazy like its image below the fold: React's server render preloads every eager <img> from the top of the
          page, and a dozen placeholder preloads queued ahead of the hero held its picture back. */}
      {sources.placeholder ? <img className={css.placeholder} src={sources.placeholder} alt="" aria-hidden="true" width={sources.width} height={sources.height} loading={priority ? 'eager' : 'lazy'} decoding="async" /> : null}
      <picture>
        {sources.srcSetWebp ? <source type="image/webp" srcSet={sources.srcSetWebp} {...(sources.sizes ? { sizes: sources.sizes } : {})} /> : null}
        <img
          ref={img}
          className={css.image}
          src={sources.src}
          {...(sources.srcSet ? { srcSet: sources.srcSet } : {})}
          {...(sources.sizes ? { sizes: sources.sizes } : {})}
          alt={alt ?? asset.alt ?? ''}
          width={sources.width}
          height={sources.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          onLoad={() => setState((s) => (s === 'loading' ? 'arrived' : s))}
        />
      </picture>
    </span>
  );
}
