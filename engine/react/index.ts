/** React bindings of the engine, safe for the browser: page runtime hooks and the page shell. */
export { useStaticQuery, usePage, Slice, PageRuntimeProvider } from './page-context.tsx';
export type { PageRuntime } from './page-context.tsx';
export { PageShell, PAGE_WRAPPER_ID, ROUTE_ANNOUNCER_ID } from './page-shell.tsx';
export type { PageShellProps, ShellLocation } from './page-shell.tsx';
export { useNavigationStatus, NavigationStatusContext } from './navigation-status.tsx';
export type { NavigationStatus } from './navigation-status.tsx';
export { useHydrated } from './use-hydrated.ts';
export { AfterFirstPaint } from './after-first-paint.tsx';
export type { AfterFirstPaintProps } from './after-first-paint.tsx';
export type { HydrationSignal } from './use-hydrated.ts';
export { ServerOnlyFragment, SERVER_ONLY_ATTRIBUTE } from './server-only-fragment.tsx';
