import type { ReactNode } from 'react';
import { vars } from '../../brands/theme-contract.css.ts';

/**
 * Our own drawing of an e-bike in a landscape, in the brand's colours: the
 * hero image until editorial images arrive from the content service.
 * Width and height are fixed by the viewBox so nothing shifts while loading.
 */
export function BikeIllustration({ title, variant = 0 }: { title: string; variant?: number }): ReactNode {
  const hills = variant % 2 === 0;
  return (
    <svg viewBox="0 0 800 500" width="800" height="500" role="img" aria-label={title} style={{ width: '100%', height: 'auto' }}>
      <rect width="800" height="500" fill={vars.color.surfaceAlt} />
      <circle cx={hills ? 640 : 160} cy="110" r="54" fill={vars.color.accent} opacity="0.25" />
      <path d={hills ? 'M0 330 Q160 210 320 300 T620 250 T800 280 V500 H0Z' : 'M0 300 L140 190 L260 280 L400 150 L560 290 L680 210 L800 280 V500 H0Z'} fill={vars.color.border} />
      <path d="M0 380 Q200 330 400 370 T800 350 V500 H0Z" fill={vars.color.surface} opacity="0.9" />
      <g fill="none" stroke={vars.color.text} strokeWidth="10" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="250" cy="360" r="78" />
        <circle cx="540" cy="360" r="78" />
        <path d="M250 360 L350 250 L480 250 L540 360" stroke={vars.color.primary} strokeWidth="14" />
        <path d="M350 250 L400 360 L480 250" stroke={vars.color.primary} strokeWidth="14" />
        <path d="M400 360 L250 360" />
        <path d="M480 250 L470 205 L505 195" />
        <path d="M350 250 L338 215" />
        <path d="M315 212 L365 212" strokeWidth="12" />
      </g>
      <rect x="372" y="262" width="78" height="30" rx="10" fill={vars.color.accent} />
      <circle cx="400" cy="360" r="18" fill={vars.color.text} />
    </svg>
  );
}
