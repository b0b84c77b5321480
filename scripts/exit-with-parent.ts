/**
 * Preloaded into every local service that `pnpm start` and `pnpm build` run (scripts/service-process.ts):
 * when the parent goes away without stopping its children (killed, crashed), the IPC channel closes and the
 * service stops itself as if sent SIGTERM, so no service is left orphaned on its port.
 */
if (process.channel) {
  // The channel must not keep the service alive on its own.
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
