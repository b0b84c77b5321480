import { useEffect, useState } from 'react';

/**
 * Header states: `normal` at the top of the page; `scrolled` once the page
 * moved (compact, with a shadow); `sticky` while scrolling back up after
 * having scrolled, so the header slides in. Server render is `normal`.
 */
export type HeaderState = 'normal' | 'sticky' | 'scrolled';

/** Pure transition, tested alone: previous state and scroll positions in, next state out. */
export function nextHeaderState(previousY: number, y: number, threshold = 80): HeaderState {
  if (y <= 4) return 'normal';
  if (y < previousY && y > threshold) return 'sticky';
  return 'scrolled';
}

/** Follows window scroll (passive listener, one state update per frame at most). */
export function useHeaderState(): HeaderState {
  const [state, setState] = useState<HeaderState>('normal');
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = (): void => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        setState(nextHeaderState(last, y));
        last = y;
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
