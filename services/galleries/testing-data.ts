/**
 * A small gallery data folder for tests: one brand (`testbrand`, de and en) with a stories feed of 3 posts and one
 * line feed of 1; `overrides` replaces or adds whole files (objects are written as JSON, strings as they are).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GalleryFile, GalleryPost } from './gallery-schema.ts';

const post = (id: string, i: number): GalleryPost => ({
  id,
  createdAt: `2026-10-0${i + 1}T10:00:00.000Z`,
  author: { name: `Rider ${i + 1}`, handle: `@rider.${i + 1}` },
  image: i === 1 ? { width: 1280, height: 1600 } : { width: 1800, height: 1200 },
  scene: { place: 'lake', time: 'morning', seed: i, frame: '#c8102e' },
  caption: { de: `Bildunterschrift ${i + 1}`, en: `Caption ${i + 1}` },
  alt: { de: `Alternativtext ${i + 1}`, en: `Alt text ${i + 1}` },
});

export const TEST_GALLERY: GalleryFile = {
  brand: 'testbrand',
  languages: ['de', 'en'],
  feeds: [
    { id: 'testbrand-stories', kind: 'stories', title: { de: 'Geschichten', en: 'Stories' }, posts: [0, 1, 2].map((i) => post(`testbrand-stories-0${i + 1}`, i)) },
    { id: 'testbrand-line-alpha', kind: 'line', line: 'Alpha', title: { de: 'Alpha', en: 'Alpha' }, posts: [post('testbrand-line-alpha-01', 0)] },
  ],
};

/** Writes the folder and returns its path (the caller removes it). */
export function writeTestGalleryData(overrides: Readonly<Record<string, unknown>> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galleries-'));
  const files: Record<string, unknown> = { 'testbrand.json': TEST_GALLERY, ...overrides };
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
  return dir;
}
