/**
 * Checks the story files of one brand (`content/<brand>/<language>/<full_slug>.json`) for what never reaches
 * the content API: a file that is not JSON, or whose envelope (`name`, `key`, `content.component`, ...) is
 * broken, is dropped by the local content service and would vanish from every locale. The envelope is
 * `StoryFileSchema` (`model/story-file.ts`), the same check as the embedded-content unit test. Drafts
 * (`_drafts/`) are not built and not checked here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { StoryFileSchema } from '../model/story-file.ts';
import { listJsonFiles } from '../source/read-story-files.server.ts';
import type { ContentProblem } from './content-problem.ts';

export interface CheckStoryFilesOptions {
  /** The content folder (`content/`). */
  readonly root: string;
  readonly brand: string;
  /** How files are named in problems. @default displayPath */
  readonly fileName?: (absolute: string) => string;
}

/** A file as problems name it: relative to the working directory when inside it (`content/winora/de/x.json`), else absolute. */
export function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative;
}

const LANGUAGE_FOLDER = /^[a-z]{2}$/;

/** Every problem of the brand's story files that makes the content service drop the story. */
export function checkStoryFiles(o: CheckStoryFilesOptions): ContentProblem[] {
  const name = o.fileName ?? displayPath;
  const brandDir = path.join(o.root, o.brand);
  const problems: ContentProblem[] = [];
  for (const rel of listJsonFiles(brandDir)) {
    const [language, ...rest] = rel.split('/');
    if (language === undefined || !LANGUAGE_FOLDER.test(language) || rest[0] === '_drafts') continue;
    const absolute = path.join(brandDir, rel);
    const file = name(absolute);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(absolute, 'utf8'));
    } catch (error) {
      problems.push({ file, field: '(file)', message: `not JSON (${error instanceof Error ? error.message : String(error)}): the story is left out of every locale` });
      continue;
    }
    const envelope = v.safeParse(StoryFileSchema, json);
    if (!envelope.success) {
      for (const issue of envelope.issues) problems.push({ file, field: v.getDotPath(issue) ?? '(file)', message: issue.message });
    }
  }
  return problems;
}
