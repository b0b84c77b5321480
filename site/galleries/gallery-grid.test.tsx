// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GalleryGrid, type GalleryItem } from './gallery-grid.tsx';

const ITEMS: GalleryItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: `p${i + 1}`,
  src: `/img/p${i + 1}-640.webp`,
  srcSet: `/img/p${i + 1}-320.webp 320w, /img/p${i + 1}-640.webp 640w`,
  width: 1200,
  height: 900,
  alt: `Rider ${i + 1} on a gravel road`,
  caption: `Evening ride number ${i + 1}`,
  ...(i % 2 === 0 ? { author: `Rider ${i + 1}` } : {}),
}));

afterEach(cleanup);

const dialog = (): HTMLElement => screen.getByRole('dialog', { hidden: true });
const position = (): string => dialog().querySelector('[data-lightbox-position] [aria-hidden]')?.textContent ?? '';
const shown = (): string | null => dialog().querySelector('img')?.getAttribute('alt') ?? null;

describe('GalleryGrid', () => {
  it('lists one button per picture, named by its alt, with sized lazy pictures and a srcset', () => {
    render(<GalleryGrid items={ITEMS} label="Riders' photos" locale="en-GB" />);
    const list = screen.getByRole('list', { name: "Riders' photos" });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent === '' && b.querySelector('img')?.alt)).toEqual(ITEMS.map((i) => i.alt));
    expect(within(list).getByRole('button', { name: 'Rider 3 on a gravel road' })).toBeTruthy();
    const img = buttons[0]!.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading'), img.getAttribute('srcset')]).toEqual(['1200', '900', 'lazy', ITEMS[0]!.srcSet]);
    expect(img.getAttribute('sizes')).toContain('50vw');
  });

  it('renders nothing for no pictures', () => {
    const { container } = render(<GalleryGrid items={[]} label="x" locale="en" />);
    expect(container.innerHTML).toBe('');
  });

  it('opens the lightbox on the chosen picture with the focus inside, caption, author and "3 / 12"', () => {
    render(<GalleryGrid items={ITEMS} label="Riders' photos" locale="en-GB" />);
    fireEvent.click(screen.getByRole('button', { name: 'Rider 3 on a gravel road' }));
    expect(shown()).toBe('Rider 3 on a gravel road');
    expect(position()).toBe('3 / 12');
    expect(dialog().querySelector('[aria-live="polite"]')?.textContent).toContain('Picture 3 of 12');
    expect(dialog().querySelector('[data-lightbox-caption]')?.textContent).toBe('Evening ride number 3');
    expect(dialog().querySelector('[data-lightbox-author]')?.textContent).toBe('Photo: Rider 3');
    expect(dialog().contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
  });

  it('goes next and previous with the arrow keys and the buttons, wrapping at both ends', () => {
    render(<GalleryGrid items={ITEMS} label="Riders' photos" locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Rider 12 on a gravel road' }));
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(position()).toBe('1 / 12');
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' });
    expect(shown()).toBe('Rider 11 on a gravel road');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next picture', hidden: true }));
    expect(position()).toBe('12 / 12');
    // Picture 12 has no author: no "Photo:" line rather than an empty one.
    expect(dialog().querySelector('[data-lightbox-author]')).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous picture', hidden: true }));
    expect(position()).toBe('11 / 12');
    fireEvent.keyDown(dialog(), { key: 'Home' });
    expect(position()).toBe('1 / 12');
  });

  it('closes on Escape and puts the focus on the thumbnail of the picture last shown', () => {
    render(<GalleryGrid items={ITEMS} label="Riders' photos" locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Rider 2 on a gravel road' }));
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(document.activeElement?.getAttribute('data-gallery-thumb')).toBe('p3');
  });

  it('closes with the close button and returns the focus to the thumbnail it opened from', () => {
    render(<GalleryGrid items={ITEMS} label="Riders' photos" locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Rider 5 on a gravel road' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close', hidden: true }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(document.activeElement?.getAttribute('data-gallery-thumb')).toBe('p5');
  });

  it('keeps Tab inside the dialog: from the last control to the first and back', () => {
    render(<GalleryGrid items={ITEMS} label="Riders' photos" locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Rider 1 on a gravel road' }));
    const controls = [...dialog().querySelectorAll<HTMLButtonElement>('button')];
    controls.at(-1)!.focus();
    fireEvent.keyDown(dialog(), { key: 'Tab' });
    expect(document.activeElement).toBe(controls[0]);
    fireEvent.keyDown(dialog(), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(controls.at(-1));
  });

  it('turns the page on a horizontal swipe, not on a vertical one or a mouse drag', () => {
    render(<GalleryGrid items={ITEMS} label="Riders' photos" locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Rider 4 on a gravel road' }));
    const figure = dialog().querySelector('figure')!;
    fireEvent.pointerDown(figure, { pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerUp(figure, { pointerType: 'touch', clientX: 150, clientY: 210 });
    expect(position()).toBe('5 / 12');
    fireEvent.pointerDown(figure, { pointerType: 'touch', clientX: 150, clientY: 100 });
    fireEvent.pointerUp(figure, { pointerType: 'touch', clientX: 100, clientY: 400 });
    expect(position()).toBe('5 / 12');
    fireEvent.pointerDown(figure, { pointerType: 'mouse', clientX: 300, clientY: 200 });
    fireEvent.pointerUp(figure, { pointerType: 'mouse', clientX: 100, clientY: 200 });
    expect(position()).toBe('5 / 12');
  });

  it("speaks the page's language", () => {
    render(<GalleryGrid items={ITEMS} label="Fotos" locale={{ tag: 'de-AT' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rider 1 on a gravel road' }));
    expect(within(dialog()).getByRole('button', { name: 'Schließen', hidden: true })).toBeTruthy();
    expect(dialog().getAttribute('aria-label')).toBe('Fotos: Bildansicht');
    expect(dialog().querySelector('[data-lightbox-author]')?.textContent).toBe('Foto: Rider 1');
  });
});
