import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listJsonFiles } from '../source/read-story-files.server.ts';
import { checkStoryFile } from './check-story-file.ts';

const root = path.join(import.meta.dirname, '..', '..', '..', 'content');
const files = listJsonFiles(root).filter((f) => !f.includes('/assets/'));

describe('embedded content', () => {
  it('has story files', () => expect(files.length).toBeGreaterThan(50));

  it('parses every file under content/ against its schema', () => {
    const problems = files.flatMap((rel) => checkStoryFile(rel, JSON.parse(readFileSync(path.join(root, rel), 'utf8'))));
    expect(problems).toEqual([]);
  });

  it('names file and field of bad content', () => {
    const bad = { name: 'Bad', key: 'bad', content: { component: 'page', title: 'x', body: [{ component: 'hero', headline: '', image: { filename: '/a.svg' } }] } };
    expect(checkStoryFile('winora/de/sitepages/structure/bad.json', bad)).toEqual(['winora/de/sitepages/structure/bad.json: content.body.0.headline: must not be empty']);
    expect(checkStoryFile('winora/de/sitepages/structure/x.json', { name: 'X', content: { component: 'page' } })).toContain('winora/de/sitepages/structure/x.json: key: Invalid key: Expected "key" but received undefined');
    expect(checkStoryFile('winora/de/sitepages/structure/y.json', { name: 'Y', key: 'y', content: { component: 'page', title: 'Y', body: [{ component: 'carousel' }] } })[0]).toMatch(/^winora\/de\/sitepages\/structure\/y\.json: content\.body\.0\.component: /);
    expect(checkStoryFile('winora/de/sitecentralcontent/faqs/a.json', { name: 'A', key: 'a', content: { component: 'faq', question: 'Q?' } })).toEqual([
      'winora/de/sitecentralcontent/faqs/a.json: content.answer: Invalid key: Expected "answer" but received undefined',
    ]);
  });
});
