import { useId, useState, type ReactNode } from 'react';
import { useCompareMessages } from '../use-compare-messages.ts';
import type { ComparedBike, ComparedSize } from './compared-bike.ts';
import * as css from './comparison.css.ts';
import { frameDrawing, viewBoxOf, type FrameDrawing, type Point } from './geometry-drawing.ts';

const p = (pt: Point): string => `${Math.round(pt.x)} ${Math.round(-pt.y)}`;

/** One frame as SVG paths (y flipped: the data's y points up). */
function Frame({ frame, className }: { readonly frame: FrameDrawing; readonly className: string }): ReactNode {
  return (
    <g className={className}>
      {frame.wheels.map((w, i) => <circle key={i} cx={Math.round(w.centre.x)} cy={Math.round(-w.centre.y)} r={Math.round(w.radius)} fill="none" />)}
      <path d={frame.tubes.map(([a, b]) => `M${p(a)}L${p(b)}`).join('')} fill="none" />
      <circle cx={Math.round(frame.headTop.x)} cy={Math.round(-frame.headTop.y)} r={9} />
    </g>
  );
}

/**
 * Two bikes' frames drawn over each other from their geometry rows (stack, reach, angles, lengths), bottom brackets
 * aligned, in each bike's chosen frame size: solid and dashed. With more than two bikes the shopper picks the two.
 */
export function GeometryOverlay({ bikes, sizes }: { readonly bikes: readonly ComparedBike[]; readonly sizes: readonly (ComparedSize | null)[] }): ReactNode {
  const { m, t } = useCompareMessages();
  const [pair, setPair] = useState<readonly [number, number]>([0, 1]);
  const titleId = useId();
  if (bikes.length < 2) return null;
  const chosen = pair.map((i) => Math.min(i, bikes.length - 1)) as [number, number];
  const drawn = chosen.map((i) => {
    const size = sizes[i] ?? null;
    return { bike: bikes[i] as ComparedBike, size, result: size === null ? null : frameDrawing(size.geometry) };
  });
  const frames = drawn.flatMap((d) => (d.result?.ok ? [d.result.frame] : []));
  const select = (slot: 0 | 1, label: string): ReactNode => (
    <label className={css.overlayPick}>
      <span className={slot === 0 ? css.legendSolid : css.legendDashed} aria-hidden="true" />
      {label}
      <select className={css.select} value={chosen[slot]} data-overlay-pick={slot} onChange={(e) => {
        const next = [...chosen] as [number, number];
        next[slot] = Number(e.target.value);
        setPair(next);
      }}>
        {bikes.map((b, i) => <option key={b.sku} value={i} disabled={i === chosen[slot === 0 ? 1 : 0]}>{b.name}</option>)}
      </select>
    </label>
  );
  const [first, second] = drawn as [(typeof drawn)[number], (typeof drawn)[number]];
  const box = frames.length === 2 ? viewBoxOf(frames) : null;
  return (
    <section className={css.overlay} data-geometry-overlay>
      <h3 className={css.overlayTitle}>{m.compareOverlayTitle}</h3>
      <p className={css.muted}>{m.compareOverlayIntro}</p>
      <div className={css.overlayPicks}>
        {bikes.length > 2 ? <>{select(0, m.compareOverlayFirst)}{select(1, m.compareOverlaySecond)}</> : (
          <>
            <span className={css.overlayPick}><span className={css.legendSolid} aria-hidden="true" />{first.bike.name}{first.size?.name ? ` · ${first.size.name}` : ''}</span>
            <span className={css.overlayPick}><span className={css.legendDashed} aria-hidden="true" />{second.bike.name}{second.size?.name ? ` · ${second.size.name}` : ''}</span>
          </>
        )}
      </div>
      {drawn.filter((d) => !d.result?.ok).map((d) => <p key={d.bike.sku} className={css.muted} data-overlay-missing={d.bike.sku}>{t('compareOverlayMissing', { model: d.bike.name })}</p>)}
      {box !== null ? (
        <svg className={css.drawing} viewBox={`${Math.round(box.x)} ${Math.round(box.y)} ${Math.round(box.width)} ${Math.round(box.height)}`} role="img" aria-labelledby={titleId} data-overlay-drawing>
          <title id={titleId}>{t('compareDrawingTitle', { first: first.bike.name, firstSize: first.size?.name ?? '', second: second.bike.name, secondSize: second.size?.name ?? '' })}</title>
          <Frame frame={frames[1] as FrameDrawing} className={css.frameSecond} />
          <Frame frame={frames[0] as FrameDrawing} className={css.frameFirst} />
        </svg>
      ) : <p className={css.muted}>{m.compareOverlayNeedsTwo}</p>}
    </section>
  );
}
