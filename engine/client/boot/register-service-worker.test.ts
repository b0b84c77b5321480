import { describe, expect, it, vi } from 'vitest';
import { canUseServiceWorker, registerServiceWorker, SW_INSECURE_MESSAGE, type RegisterServiceWorkerOptions, type WorkboxLike } from './register-service-worker.ts';

function fakeWorkbox() {
  const listeners = new Map<string, (event: { isUpdate?: boolean }) => void>();
  const workbox: WorkboxLike & { emit(type: string, isUpdate: boolean): void } = {
    addEventListener: (type, listener) => void listeners.set(type, listener),
    register: vi.fn(async () => ({})),
    emit: (type, isUpdate) => listeners.get(type)?.({ isUpdate }),
  };
  return workbox;
}

function options(overrides: Partial<RegisterServiceWorkerOptions> = {}) {
  const workbox = fakeWorkbox();
  const errors: unknown[][] = [];
  const updates: number[] = [];
  const createWorkbox = vi.fn(async () => workbox);
  const o: RegisterServiceWorkerOptions = {
    mode: 'on',
    location: { protocol: 'https:', hostname: 'www.winora.com' },
    container: { getRegistrations: async () => [] },
    createWorkbox,
    onUpdateReady: () => updates.push(1),
    logError: (...args) => errors.push(args),
    ...overrides,
  };
  return { o, workbox, errors, updates, createWorkbox };
}

describe('service worker registration', () => {
  it.each([
    ['https:', 'www.winora.com', true],
    ['http:', 'localhost', true],
    ['http:', '127.0.0.1', true],
    ['http:', 'shop.example', false],
  ])('%s//%s may use a service worker: %s', (protocol, hostname, expected) => {
    expect(canUseServiceWorker({ protocol, hostname })).toBe(expected);
  });

  it('#67 http on another host: the console error with the HTTPS message and no registration', async () => {
    // Insecure origins have no navigator.serviceWorker at all; the message still says why.
    const t = options({ location: { protocol: 'http:', hostname: 'shop.example' }, container: undefined });
    expect(await registerServiceWorker(t.o)).toEqual({ kind: 'insecure' });
    expect(t.errors).toEqual([[SW_INSECURE_MESSAGE]]);
    expect(t.createWorkbox).not.toHaveBeenCalled();
  });

  it('**fixes quirk**: 127.0.0.1 registers (the origin refused it)', async () => {
    const t = options({ location: { protocol: 'http:', hostname: '127.0.0.1' } });
    expect(await registerServiceWorker(t.o)).toEqual({ kind: 'registered' });
    expect(t.createWorkbox).toHaveBeenCalledWith('/sw.js');
  });

  it('#68 a new worker installed while another controls the page marks the update ready; the first install does not', async () => {
    const t = options();
    await registerServiceWorker(t.o);
    t.workbox.emit('installed', false);
    expect(t.updates).toEqual([]);
    t.workbox.emit('installed', true);
    expect(t.updates).toEqual([1]);
  });

  it('a failing registration is logged and returned, never thrown', async () => {
    const t = options();
    t.workbox.register = async () => {
      throw new Error('SecurityError');
    };
    const outcome = await registerServiceWorker(t.o);
    expect(outcome.kind).toBe('failed');
    expect(t.errors[0]?.[0]).toBe('Error during service worker registration:');
  });

  it('no serviceWorker in navigator: nothing happens', async () => {
    expect(await registerServiceWorker(options({ container: undefined }).o)).toEqual({ kind: 'unsupported' });
  });

  it('mode off registers nothing', async () => {
    const t = options({ mode: 'off' });
    expect(await registerServiceWorker(t.o)).toEqual({ kind: 'disabled' });
    expect(t.createWorkbox).not.toHaveBeenCalled();
  });

  it('kill switch: unregisters every registration and deletes every cache, registers nothing', async () => {
    const unregister = vi.fn(async () => true);
    const deleted: string[] = [];
    const t = options({
      mode: 'kill',
      container: { getRegistrations: async () => [{ unregister }, { unregister }] },
      caches: { keys: async () => ['pages', 'page-data', 'workbox-precache-v2'], delete: async (name) => deleted.push(name) > 0 },
    });
    expect(await registerServiceWorker(t.o)).toEqual({ kind: 'killed', unregistered: 2, cachesDeleted: 3 });
    expect(deleted).toEqual(['pages', 'page-data', 'workbox-precache-v2']);
    expect(t.createWorkbox).not.toHaveBeenCalled();
  });
});
