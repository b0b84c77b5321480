/** The console message when a service worker cannot be used here (seed spec §8). */
export const SW_INSECURE_MESSAGE = 'Service workers can only be used over HTTPS, or on localhost for development';

/** Hosts that count as localhost. The origin accepted `localhost` only; 127.0.0.1 and ::1 are as local. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What the build asked for: `on` registers `/sw.js`; `off` registers
 * nothing; `kill` is the kill switch: the built `/sw.js` destroys itself,
 * and the page unregisters every registration and deletes every cache on
 * the next visit.
 */
export type ServiceWorkerMode = 'on' | 'off' | 'kill';

/** The part of a workbox-window `Workbox` used here. */
export interface WorkboxLike {
  addEventListener(type: 'installed' | 'waiting', listener: (event: { readonly isUpdate?: boolean | undefined }) => void): void;
  register(): Promise<unknown>;
}

/** The part of `navigator.serviceWorker` used here. */
export interface ServiceWorkerContainerLike {
  getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]>;
}

/** The part of `caches` used here. */
export interface CacheStorageLike {
  keys(): Promise<readonly string[]>;
  delete(name: string): Promise<boolean>;
}

/** Options of {@link registerServiceWorker}. */
export interface RegisterServiceWorkerOptions {
  readonly mode: ServiceWorkerMode;
  readonly location: { readonly protocol: string; readonly hostname: string };
  /** `navigator.serviceWorker`; `undefined` where the browser has none. */
  readonly container: ServiceWorkerContainerLike | undefined;
  /** `window.caches`, cleared by the kill switch. */
  readonly caches?: CacheStorageLike | undefined;
  /** @default '/sw.js' */
  readonly url?: string | undefined;
  /** Makes the workbox-window instance (loaded lazily so it stays out of the first-load bundle). */
  readonly createWorkbox: (url: string) => Promise<WorkboxLike>;
  /** Called once a new service worker is installed while an older one controls the page: the next navigation must be a full load. */
  readonly onUpdateReady: () => void;
  /** Where the spec's console messages go. */
  readonly logError: (message: string, error?: unknown) => void;
}

/** What registration did. */
export type ServiceWorkerOutcome =
  | { readonly kind: 'disabled' }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'insecure' }
  | { readonly kind: 'registered' }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'killed'; readonly unregistered: number; readonly cachesDeleted: number };

/** Whether a page at this location may use a service worker: HTTPS, or a local host. */
export function canUseServiceWorker(location: { readonly protocol: string; readonly hostname: string }): boolean {
  return location.protocol === 'https:' || LOCAL_HOSTS.has(location.hostname);
}

/**
 * Registers the site's service worker, or, with the kill switch, removes
 * every registration and cache this origin has. Never throws: failures are
 * logged (the spec's messages) and returned.
 */
export async function registerServiceWorker(options: RegisterServiceWorkerOptions): Promise<ServiceWorkerOutcome> {
  if (options.mode === 'off') return { kind: 'disabled' };
  if (options.mode === 'kill') return options.container ? kill(options.container, options.caches) : { kind: 'unsupported' };
  // Checked first: browsers hide `navigator.serviceWorker` on insecure origins, and the message must still say why.
  if (!canUseServiceWorker(options.location)) {
    options.logError(SW_INSECURE_MESSAGE);
    return { kind: 'insecure' };
  }
  if (options.container === undefined) return { kind: 'unsupported' };
  try {
    const workbox = await options.createWorkbox(options.url ?? '/sw.js');
    const ready = (event: { readonly isUpdate?: boolean | undefined }): void => {
      if (event.isUpdate === true) options.onUpdateReady();
    };
    workbox.addEventListener('installed', ready);
    workbox.addEventListener('waiting', ready);
    await workbox.register();
    return { kind: 'registered' };
  } catch (error) {
    options.logError('Error during service worker registration:', error);
    return { kind: 'failed', error };
  }
}

async function kill(container: ServiceWorkerContainerLike, caches: CacheStorageLike | undefined): Promise<ServiceWorkerOutcome> {
  let unregistered = 0;
  let cachesDeleted = 0;
  try {
    for (const registration of await container.getRegistrations()) if (await registration.unregister()) unregistered += 1;
    for (const name of (await caches?.keys()) ?? []) if (await caches?.delete(name)) cachesDeleted += 1;
  } catch (error) {
    return { kind: 'failed', error };
  }
  return { kind: 'killed', unregistered, cachesDeleted };
}
