import type { ReactNode } from 'react';
import type { Dealer, GeoPosition } from './client/dealer-types.ts';
import { createProjection, type MapOutline } from './map-projection.ts';
import { providerEmbedUrl, type DealerMapProvider } from './map-provider.ts';
import * as css from './dealer-finder.css.ts';

export interface DealerMapProps {
  readonly outline: MapOutline;
  readonly map: DealerMapProvider;
  readonly dealers: readonly Dealer[];
  readonly activeId: string | null;
  /** The searched place, drawn as its own marker. */
  readonly origin: GeoPosition | null;
  readonly label: string;
  readonly onSelect: (dealer: Dealer) => void;
}

/**
 * The finder's map (loaded only once the map consent is there): the embedded offline map, the country outline and
 * its neighbours as SVG with a pin per dealer in the results, the active dealer's pin highlighted and drawn on top;
 * or, when the brand configures a production provider, its embed. The list is the accessible way to every dealer:
 * the pins are a pointer shortcut to the same panel.
 */
export function DealerMap({ outline, map, dealers, activeId, origin, label, onSelect }: DealerMapProps): ReactNode {
  const projection = createProjection(outline.bounds);
  const active = dealers.find((d) => d.id === activeId);
  const center = active?.position ?? origin ?? { lat: (outline.bounds.north + outline.bounds.south) / 2, lng: (outline.bounds.east + outline.bounds.west) / 2 };
  const embed = providerEmbedUrl(map, center, active || origin ? 11 : 6);
  // A provider's map runs its own scripts on its own origin (its tiles and controls need both).
  // oxlint-disable-next-line react/iframe-missing-sandbox
  if (embed !== null) return <iframe className={css.providerFrame} src={embed} title={label} loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups" referrerPolicy="no-referrer-when-downgrade" data-map-provider={map.provider} />;
  // Pin size in viewBox units: the same size on screen whatever the country's shape.
  const r = Math.max(7, outline.width / 90);
  const pin = (d: Dealer): ReactNode => {
    const [x, y] = projection.project(d.position);
    const isActive = d.id === activeId;
    return (
      <g key={d.id} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`} onClick={() => onSelect(d)} data-pin={d.id} data-active={isActive || undefined}>
        <title>{d.name}</title>
        <path className={isActive ? css.pinActive : css.pin} d={`M0 0 C ${-r * 0.3} ${-r * 1.1} ${-r * 1.3} ${-r * 1.5} ${-r * 1.3} ${-r * 2.4} A ${r * 1.3} ${r * 1.3} 0 1 1 ${r * 1.3} ${-r * 2.4} C ${r * 1.3} ${-r * 1.5} ${r * 0.3} ${-r * 1.1} 0 0 Z`} transform={isActive ? 'scale(1.5)' : undefined} />
      </g>
    );
  };
  const [ox, oy] = origin ? projection.project(origin) : [0, 0];
  return (
    <svg className={css.mapSvg} viewBox={`0 0 ${outline.width} ${outline.height}`} role="img" aria-label={label} data-dealer-map>
      <rect className={css.sea} width={outline.width} height={outline.height} />
      {outline.neighbours.map((d, i) => <path key={i} className={css.neighbour} d={d} />)}
      <path className={css.land} d={outline.country} />
      {origin ? <circle className={css.origin} cx={ox} cy={oy} r={r * 1.1} data-origin /> : null}
      {dealers.filter((d) => d.id !== activeId).map(pin)}
      {active ? pin(active) : null}
    </svg>
  );
}
