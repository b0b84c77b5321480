// @vitest-environment happy-dom
import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './content-image.tsx';

const asset = { filename: 'http://127.0.0.1:4190/f/1/2400x1200/abc/heroes/city.jpg', alt: 'Radfahrerin in der Stadt' };

describe('<ContentImage>', () => {
  it('renders width and height, webp and fallback sources and the placeholder on the server', () => {
    const html = renderToString(<ContentImage asset={asset} layout="fullWidth" priority />);
    expect(html).toContain('width="1920"');
    expect(html).toContain('height="960"');
    expect(html).toContain('type="image/webp"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('/m/20x10/filters:quality(50)');
    expect(html).toContain('alt="Radfahrerin in der Stadt"');
    expect(html).toContain('data-loaded="false"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('below the fold the placeholder is lazy too (the streaming server render preloads every eager <img>)', () => {
    const html = renderToString(<ContentImage asset={asset} layout="constrained" width={600} />);
    expect(html.match(/loading="lazy"/gu)).toHaveLength(2);
    expect(renderToString(<ContentImage asset={asset} layout="fullWidth" priority />)).not.toContain('loading="lazy"');
  });

  it('an SVG picture carries neither srcset nor sizes (issue 18: sizes without srcset on 1,549 pictures)', () => {
    const html = renderToString(<ContentImage asset={{ filename: 'http://127.0.0.1:4190/f/7/1600x900/29/splash-mrs.svg', alt: 'E-bike at dusk' }} layout="fullWidth" priority />);
    expect(html).toContain('src="http://127.0.0.1:4190/f/7/1600x900/29/splash-mrs.svg"');
    expect(html).not.toContain('sizes=');
    expect(html).not.toContain('srcSet=');
    expect(html).not.toContain('srcset=');
  });

  it('fades the placeholder out once an image that was still loading at hydration has loaded', () => {
    // happy-dom loads nothing, so every image says complete: make this one still loading.
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
    const { container } = render(<ContentImage asset={asset} layout="fixed" width={300} height={200} />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.width).toBe('300px');
    expect(frame.dataset['loaded']).toBe('false');
    expect(frame.dataset['fade']).toBeUndefined();
    const img = container.querySelector('picture img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    act(() => {
      fireEvent.load(img);
    });
    expect(frame.dataset['loaded']).toBe('true');
    expect(frame.dataset['fade']).toBe('');
    if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
  });

  it('hides the placeholder of an image that loaded before hydration at once, without a fade nobody would see', () => {
    const { container } = render(<ContentImage asset={asset} />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.dataset['loaded']).toBe('true');
    expect(frame.dataset['fade']).toBeUndefined();
    // A load event that comes late (happy-dom says complete at once) does not start a fade either.
    act(() => {
      fireEvent.load(container.querySelector('picture img') as HTMLImageElement);
    });
    expect(frame.dataset['fade']).toBeUndefined();
  });
});
