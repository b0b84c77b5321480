import { Suspense, use, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { renderToChunks } from './render-to-chunks.ts';
import { RENDER_CHUNK_SIZE } from './chunked-sink.ts';

/** A boundary whose content is far larger than React 19's 12,800-byte progressive chunk size. */
function BigList({ items }: { items: Promise<string[]> }): ReactNode {
  const list = use(items);
  return (
    <ul>
      {list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const rows = Array.from({ length: 1500 }, (_, i) => `Spec row ${i}: Bosch Performance Line CX, 85 Nm, 625 Wh battery`);

function Page({ items }: { items: Promise<string[]> }): ReactNode {
  return (
    <main>
      <h1>Winora Yucatan X12</h1>
      <Suspense fallback={<p>Loading specs…</p>}>
        <BigList items={items} />
      </Suspense>
    </main>
  );
}

const later = <T,>(value: T): Promise<T> => new Promise((resolve) => setImmediate(() => resolve(value)));

/** React's own behaviour with its default chunk size, for contrast: the same tree is outlined. */
function renderWithReactDefaults(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _e, cb) {
        html += chunk.toString();
        cb();
      },
      final(cb) {
        resolve(html);
        cb();
      },
    });
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onError: reject });
  });
}

describe('renderToChunks: complete HTML without JavaScript', () => {
  it('React 19 outlines a boundary over 12,800 bytes behind $RC scripts by default (the problem we solve)', async () => {
    const html = await renderWithReactDefaults(<Page items={later(rows)} />);
    expect(html.length).toBeGreaterThan(RENDER_CHUNK_SIZE);
    expect(html).toMatch(/\$RC|<template id="B:/);
  });

  it('renders a boundary larger than 12,800 bytes in place: no $RC, no hidden segments, no fallback', async () => {
    const chunks = await renderToChunks(<Page items={later(rows)} />);
    const html = Buffer.concat(chunks).toString('utf8');
    expect(html.length).toBeGreaterThan(RENDER_CHUNK_SIZE * 5);
    expect(html).not.toMatch(/\$RC|\$RV|\$RS/);
    expect(html).not.toContain('<template');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Loading specs');
    // Every row is in the document, in order, between the heading and the end of main.
    const first = html.indexOf(rows[0]!);
    const last = html.indexOf(rows[rows.length - 1]!);
    expect(html.indexOf('Winora Yucatan X12')).toBeLessThan(first);
    expect(first).toBeLessThan(last);
    expect(html.indexOf('</main>')).toBeGreaterThan(last);
  });

  it('cuts the output into writes of exactly 12,800 bytes, the last one shorter', async () => {
    const chunks = await renderToChunks(<Page items={later(rows)} />, { prefix: '<!DOCTYPE html><body>', suffix: '</body>' });
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBe(RENDER_CHUNK_SIZE);
    expect(chunks.at(-1)!.length).toBeGreaterThan(0);
    expect(chunks.at(-1)!.length).toBeLessThanOrEqual(RENDER_CHUNK_SIZE);
    const html = Buffer.concat(chunks).toString('utf8');
    expect(html.startsWith('<!DOCTYPE html><body><main>')).toBe(true);
    expect(html.endsWith('</main></body>')).toBe(true);
  });

  it('keeps multi-byte characters intact across chunk borders', async () => {
    const text = 'Größe – Fahrräder für Österreich · 自転車 '.repeat(900);
    const chunks = await renderToChunks(<p>{text}</p>, { chunkSize: 1000 });
    expect(Buffer.concat(chunks).toString('utf8')).toBe(`<p>${text.replace(/&/g, '&amp;')}</p>`);
  });

  it('fails the page instead of shipping a fallback when a boundary throws', async () => {
    function Broken(): ReactNode {
      throw new Error('commerce data missing');
    }
    await expect(
      renderToChunks(
        <Suspense fallback={<p>fallback</p>}>
          <Broken />
        </Suspense>,
      ),
    ).rejects.toThrow('commerce data missing');
  });
});
