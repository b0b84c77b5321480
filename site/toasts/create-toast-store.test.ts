import { describe, expect, it, vi } from 'vitest';
import { createLogger, createToastStore, CUSTOM_TOAST_THRESHOLD } from './create-toast-store.ts';

describe('toasts', () => {
  it('outside production a log line is also a toast; long descriptions use the custom toast', () => {
    const toasts = createToastStore();
    const console = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const log = createLogger({ environment: 'development', toasts, console });
    log.warn('Consent tool missing', 'short');
    log.error('Captcha failed', 'x'.repeat(CUSTOM_TOAST_THRESHOLD + 1));
    log.info('exactly', 'y'.repeat(CUSTOM_TOAST_THRESHOLD));
    expect(console.warn).toHaveBeenCalledWith('Consent tool missing: short');
    expect(toasts.getState().map((t) => [t.level, t.title, t.custom])).toEqual([
      ['warning', 'Consent tool missing', false],
      ['error', 'Captcha failed', true],
      ['info', 'exactly', false],
    ]);
  });
  it('in production only the console', () => {
    const toasts = createToastStore();
    const console = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    createLogger({ environment: 'production', toasts, console }).error('boom');
    expect(console.error).toHaveBeenCalledWith('boom');
    expect(toasts.getState()).toEqual([]);
  });
  it('dismisses and keeps at most the limit', () => {
    const toasts = createToastStore(2);
    const a = toasts.show({ level: 'info', title: 'a' });
    toasts.show({ level: 'info', title: 'b' });
    toasts.show({ level: 'info', title: 'c' });
    expect(toasts.getState().map((t) => t.title)).toEqual(['b', 'c']);
    toasts.dismiss(a);
    toasts.dismiss(toasts.getState()[0]!.id);
    expect(toasts.getState().map((t) => t.title)).toEqual(['c']);
  });
});
