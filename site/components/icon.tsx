import type { ReactNode } from 'react';
import { vars } from '../../brands/theme-contract.css.ts';

const PATHS = {
  search: 'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.8 4.8-1.4 1.4-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  basket: 'M7 7V6a5 5 0 0 1 10 0v1h3.2l-1.3 13.1a2 2 0 0 1-2 1.9H7.1a2 2 0 0 1-2-1.9L3.8 7H7Zm2 0h6V6a3 3 0 0 0-6 0v1Zm-3 2 1.1 11h9.8L18 9H6Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  globe: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1.9 2.2A8 8 0 0 0 4.1 11h3.4c.1-2.4.9-4.9 2.6-6.8ZM13.9 4.2c1.7 1.9 2.5 4.4 2.6 6.8h3.4a8 8 0 0 0-6-6.8ZM9.5 11h5c-.1-2.2-.9-4.4-2.5-6.1-1.6 1.7-2.4 3.9-2.5 6.1Zm-5.4 2a8 8 0 0 0 6 6.8c-1.7-1.9-2.5-4.4-2.6-6.8H4.1Zm5.4 0c.1 2.2.9 4.4 2.5 6.1 1.6-1.7 2.4-3.9 2.5-6.1h-5Zm7 0c-.1 2.4-.9 4.9-2.6 6.8a8 8 0 0 0 6-6.8h-3.4Z',
  arrow: 'M13.2 5.3 19.9 12l-6.7 6.7-1.4-1.4 4.3-4.3H4v-2h12.1l-4.3-4.3 1.4-1.4Z',
  pin: 'M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7Zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
  shield: 'M12 2 20 5v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3Zm-1 13.6 5.7-5.7-1.4-1.4L11 12.8 8.7 10.5l-1.4 1.4 3.7 3.7Z',
  truck: 'M2 5h12v3h4l4 5v5h-2.2a3 3 0 0 1-5.6 0H9.8a3 3 0 0 1-5.6 0H2V5Zm14 5v3h4l-2.4-3H16ZM7 16a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm10 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  chevron: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6 1.4-1.4Z',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative icon sized by the brand's icon tokens (1.2rem–4rem). Label it where it stands alone. */
export function Icon({ name, size = 'lg', label }: { name: IconName; size?: keyof typeof vars.icon; label?: string }): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      style={{ width: vars.icon[size], height: vars.icon[size], flex: 'none' }}
      fill="currentColor"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
