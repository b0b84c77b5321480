import { describe, expect, it } from 'vitest';
import { editableAttributes } from './editable.ts';
import { previewBuildEnv } from './preview-build-env.ts';

describe('previewBuildEnv (what the browser bundle gets for preview)', () => {
  it('a local build: the local content service and its embedded preview token', () => {
    expect(previewBuildEnv({}, 'sparta')).toEqual({ url: 'http://127.0.0.1:4190/v2', token: 'sparta-preview' });
    expect(previewBuildEnv({ CONTENT_PORT: '4191' }, 'winora')).toEqual({ url: 'http://127.0.0.1:4191/v2', token: 'winora-preview' });
  });

  it('a build against Storyblok bakes in no token unless VITE_CONTENT_PREVIEW_TOKEN says so; CONTENT_TOKEN never', () => {
    const env = { CONTENT_TOKEN: 'secret-public', CONTENT_PREVIEW_TOKEN: 'secret-preview' };
    expect(previewBuildEnv(env, 'winora')).toEqual({ url: 'https://api.storyblok.com/v2', token: '' });
    expect(previewBuildEnv({ ...env, VITE_CONTENT_PREVIEW_TOKEN: 'explicit' }, 'winora')).toEqual({ url: 'https://api.storyblok.com/v2', token: 'explicit' });
    expect(previewBuildEnv({ CONTENT_URL: 'https://api-us.storyblok.com/v2' }, 'winora').token).toBe('');
    expect(JSON.stringify(previewBuildEnv(env, 'winora'))).not.toMatch(/secret/);
  });

  it('an explicit VITE_CONTENT_URL wins; on loopback it keeps the local default token', () => {
    expect(previewBuildEnv({ VITE_CONTENT_URL: 'http://localhost:5000/v2' }, 'ghost')).toEqual({ url: 'http://localhost:5000/v2', token: 'ghost-preview' });
    expect(previewBuildEnv({ VITE_CONTENT_URL: 'https://cms.example/v2' }, 'ghost')).toEqual({ url: 'https://cms.example/v2', token: '' });
  });
});

describe('editableAttributes', () => {
  it('turns a draft marker into data-blok-c and data-blok-uid', () => {
    const json = '{"name":"hero","space":"7","uid":"u-1","id":"1234"}';
    expect(editableAttributes(`<!--#storyblok#${json}-->`)).toEqual({ 'data-blok-c': json, 'data-blok-uid': '1234-u-1' });
  });

  it.each([undefined, '', '<!-- nope -->', '<!--#storyblok#{broken-->', '<!--#storyblok#{"name":"hero"}-->'])('%s → null', (marker) => {
    expect(editableAttributes(marker)).toBeNull();
  });
});
