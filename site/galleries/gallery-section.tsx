import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useSite } from '../data/use-site.ts';
import * as css from './gallery-slot.css.ts';
import { galleryFeedId } from './feed-id.ts';
import { useNearViewport } from './use-near-viewport.ts';

// The grid, lightbox, client and words load only when the section nears the viewport.
const GalleryFeed = lazy(() => import('./gallery-feed.tsx').then((m) => ({ default: m.GalleryFeed })));

export interface GallerySectionProps {
  /** The product line as the shop spells it (`iRide Pure`); absent: the brand's stories feed. */
  readonly line?: string;
}

/**
 * Riders' photos from the gallery service on a page (home: the brand's stories; product line: the line's feed).
 * The static HTML holds only an empty slot; the feed's chunk and request start when the slot comes within about a
 * screen of the viewport. Nothing at all when the build names no gallery service.
 */
export function GallerySection({ line }: GallerySectionProps): ReactNode {
  const site = useSite();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [gone, setGone] = useState(false);
  if (site.galleriesUrl === undefined) return null;
  const feedId = galleryFeedId(site.brand.id, line);
  return (
    <div ref={ref} className={gone ? css.slotEmpty : css.slot} data-gallery-section={feedId}>
      {near ? (
        <Suspense fallback={null}>
          <GalleryFeed baseUrl={site.galleriesUrl} feedId={feedId} locale={site.locale.tag} onNothing={() => setGone(true)} />
        </Suspense>
      ) : null}
    </div>
  );
}
