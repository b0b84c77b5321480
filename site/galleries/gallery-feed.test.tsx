// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GalleryFeed } from './gallery-feed.tsx';

const BASE = 'http://gallery.test';
const page = (n: number) => ({
  feed: { id: 'winora-stories', title: 'Life in Motion: unterwegs mit Winora', language: 'de' },
  posts: Array.from({ length: n }, (_, i) => ({ id: `p${i}`, caption: `Runde ${i}`, alt: `Foto ${i} am See`, author: { name: 'Mia K.' }, image: { url: `${BASE}/m/p${i}.webp`, width: 1600, height: 1200 } })),
  total: n,
});
const deferred = () => {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
};

afterEach(cleanup);

describe('GalleryFeed', () => {
  it('says it is loading, then shows the feed title as heading and the grid; a thumbnail opens the lightbox', async () => {
    const d = deferred();
    render(<GalleryFeed baseUrl={BASE} feedId="winora-stories" locale="de-AT" fetch={() => d.promise} />);
    expect(screen.getByRole('status').textContent).toBe('Fotos werden geladen …');
    d.resolve(new Response(JSON.stringify(page(3))));
    expect(await screen.findByRole('heading', { name: 'Life in Motion: unterwegs mit Winora' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Foto 2 am See' }));
    expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain('3 / 3');
  });

  it('says briefly that the photos cannot be shown when the service is down, and logs why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<GalleryFeed baseUrl={BASE} feedId="winora-stories" locale="en-GB" fetch={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The photos cannot be shown right now. Please try again later.'));
    expect(screen.getByRole('heading').textContent).toBe("Riders' photos");
    expect(screen.queryByRole('list')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Gallery winora-stories: GET http://gallery.test/v1/feeds/winora-stories/posts'));
    warn.mockRestore();
  });

  it('says there are no photos yet for an empty feed', async () => {
    render(<GalleryFeed baseUrl={BASE} feedId="winora-stories" locale="fr-FR" fetch={async () => new Response(JSON.stringify(page(0)))} />);
    expect(await screen.findByText('Pas encore de photos ici.')).toBeTruthy();
  });

  it('shows nothing and tells the slot to collapse for a page without a feed (404)', async () => {
    const onNothing = vi.fn();
    const { container } = render(<GalleryFeed baseUrl={BASE} feedId="winora-line-none" locale="de" onNothing={onNothing} fetch={async () => new Response('{"errors":[]}', { status: 404 })} />);
    await waitFor(() => expect(onNothing).toHaveBeenCalledTimes(1));
    expect(container.innerHTML).toBe('');
  });
});
