import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (IntersectionObserver), and from then on. Without
 * IntersectionObserver (old browsers) it is true at once. False on the server and in the first render, so the
 * static HTML and hydration agree.
 * @param margin @default '600px 0px' (start loading about a screen ahead)
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true));
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
