import { describe, expect, it } from 'vitest';
import { shouldHandleClick, type AnchorLike, type ClickLike } from './should-handle-click.ts';

const location = { href: 'https://shop.test/a/?q=1', origin: 'https://shop.test', pathname: '/a/', search: '?q=1' };
const click = (overrides: Partial<ClickLike> = {}): ClickLike => ({
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...overrides,
});
const anchor = (href: string, target = '', attributes: readonly string[] = []): AnchorLike => ({
  href,
  target,
  hasAttribute: (name) => attributes.includes(name),
});

describe('shouldHandleClick', () => {
  it('handles a plain left click on a same-origin link', () => {
    expect(shouldHandleClick(click(), anchor('https://shop.test/b/?x#y'), location)).toBe(true);
    expect(shouldHandleClick(click(), anchor('/b/'), location)).toBe(true);
  });

  it.each([['metaKey'], ['altKey'], ['ctrlKey'], ['shiftKey']] as const)('#47 a click with %s down is left to the browser', (key) => {
    expect(shouldHandleClick(click({ [key]: true }), anchor('/b/'), location)).toBe(false);
  });

  it('#47 a middle or right click is left to the browser', () => {
    expect(shouldHandleClick(click({ button: 1 }), anchor('/b/'), location)).toBe(false);
    expect(shouldHandleClick(click({ button: 2 }), anchor('/b/'), location)).toBe(false);
  });

  it('#47 any target, _self included, is left to the browser', () => {
    expect(shouldHandleClick(click(), anchor('/b/', '_blank'), location)).toBe(false);
    expect(shouldHandleClick(click(), anchor('/b/', '_self'), location)).toBe(false);
  });

  it('#47 a defaultPrevented click is left alone', () => {
    expect(shouldHandleClick(click({ defaultPrevented: true }), anchor('/b/'), location)).toBe(false);
  });

  it('leaves other origins, other schemes and download links to the browser', () => {
    expect(shouldHandleClick(click(), anchor('https://other.test/b/'), location)).toBe(false);
    expect(shouldHandleClick(click(), anchor('mailto:a@shop.test'), location)).toBe(false);
    expect(shouldHandleClick(click(), anchor('/file.pdf', '', ['download']), location)).toBe(false);
  });

  it('leaves a hash link on the same page to the browser, but handles a hash link to another page', () => {
    expect(shouldHandleClick(click(), anchor('https://shop.test/a/?q=1#sec'), location)).toBe(false);
    expect(shouldHandleClick(click(), anchor('https://shop.test/a/#sec'), location)).toBe(true);
    expect(shouldHandleClick(click(), anchor('https://shop.test/b/#sec'), location)).toBe(true);
  });
});
