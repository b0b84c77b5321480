/**
 * The local content service (`services/content/`) against every hostile raw request: each gets an answer below
 * 500 (or, for framing nothing can answer, a closed connection), no redirect leaves the origin, no answer
 * carries a file from outside the content folder, and afterwards the API still answers.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentService, type ContentService } from '../../services/content/create-content-server.ts';
import { writeTestContent } from '../../services/content/testing/write-test-content.ts';
import { fuzzServer, HOSTILE_REQUESTS, traversalLeaks } from './hostile-requests.ts';

/** What must never appear in an answer: a package.json beside the content and the system's passwd file. */
const OUTSIDE = ['"name": "cycle-storefront"', 'root:x:0:0'];

let dir = '';
let service: ContentService;

beforeAll(async () => {
  dir = await writeTestContent();
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "cycle-storefront" }');
  service = await startContentService({ contentDir: dir, port: 0 });
});

afterAll(async () => {
  await service?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** GET with the path exactly as written (fetch would normalise it). */
function get(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: service.port, path: target }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.setTimeout(5_000, () => req.destroy(new Error(`no answer to ${target}`)));
    req.on('error', reject);
    req.end();
  });
}

const stories = async (): Promise<{ status: number; count: number }> => {
  const response = await fetch(`${service.url}/v2/cdn/stories?token=winora-public`);
  return { status: response.status, count: ((await response.json()) as { stories: unknown[] }).stories.length };
};

describe('content service under hostile requests', () => {
  it('answers every hostile request below 500, never redirects off the origin, and keeps serving', async () => {
    expect(HOSTILE_REQUESTS.length).toBeGreaterThanOrEqual(100);
    const { byStatus, failures } = await fuzzServer({ port: service.port });
    expect(failures, JSON.stringify(byStatus)).toEqual([]);
    expect(await stories()).toEqual({ status: 200, count: 25 });
  }, 300_000);

  it('answers malformed paths and queries of the API and the image service with 4xx in the Storyblok error shape', async () => {
    for (const target of ['/v2/cdn/stories/%', '/v2/cdn/stories/%E0%A4%A?token=winora-public', '/f/1/1x1/ab/%', '/f/1/1x1/ab/%ff%fe/m/', '//', '//[', '//:99999']) {
      const { status, body } = await get(target);
      expect.soft(status, target).toBeGreaterThanOrEqual(400);
      expect.soft(status, target).toBeLessThan(500);
      expect.soft(JSON.parse(body) as unknown, target).toSatisfy((b: unknown) => Array.isArray(b) || typeof (b as { error?: unknown }).error === 'string');
    }
    expect(await stories()).toEqual({ status: 200, count: 25 });
  }, 120_000);

  it('never answers a traversal with a file from outside the content', async () => {
    const { sent, leaks } = await traversalLeaks(service.port, OUTSIDE);
    expect(sent).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  }, 300_000);
});
