import type { GeoPosition } from './client/dealer-types.ts';

/** The finder's map as the brand configures it (`dealers.map`): the embedded offline map, or a production provider. */
export type DealerMapProvider =
  | { readonly provider: 'embedded' }
  | { readonly provider: 'google' | 'mapbox'; readonly key: string };

/**
 * The seam for a production map: the embed URL of the configured provider centred on `center` (an iframe, loaded only
 * after the map consent, see `dealer-map.tsx`); `null` for the embedded map. The provider's origin must be in the
 * brand's Content-Security-Policy (`security.contentSecurityPolicy` frame-src) for the iframe to load.
 */
export function providerEmbedUrl(map: DealerMapProvider, center: GeoPosition, zoom: number): string | null {
  const at = `${center.lat.toFixed(5)},${center.lng.toFixed(5)}`;
  switch (map.provider) {
    case 'embedded':
      return null;
    case 'google':
      return `https://www.google.com/maps/embed/v1/view?key=${encodeURIComponent(map.key)}&center=${at}&zoom=${zoom}`;
    case 'mapbox':
      return `https://api.mapbox.com/styles/v1/mapbox/streets-v12.html?title=false&zoomwheel=false&access_token=${encodeURIComponent(map.key)}#${zoom}/${center.lat.toFixed(5)}/${center.lng.toFixed(5)}`;
    default: {
      const unknown: never = map;
      throw new Error(`Unknown map provider ${JSON.stringify(unknown)}`);
    }
  }
}
