import { test as e2e } from '../e2e/support/fixtures';

export { expect, storedOrders } from '../e2e/support/fixtures';

/** SMOKE_SERVER=dev: `next dev`; otherwise a production build (tests/smoke/playwright.config.ts). */
export const DEV_SERVER = process.env.SMOKE_SERVER === 'dev';

/** next dev's messages that reload or refresh the page or hot-swap its code after an edit. */
const CHANGE_NOTICES = new Set(['reloadPage', 'serverComponentChanges', 'staticParamsChanged', 'addedPage', 'removedPage', 'middlewareChanges', 'clientChanges', 'turbopack-message']);

function isChangeNotice(message: string | Buffer): boolean {
  if (typeof message !== 'string') return false;
  try {
    return CHANGE_NOTICES.has((JSON.parse(message) as { type?: unknown }).type as string);
  } catch {
    return false;
  }
}

// An override keeps the fixture's options: it stays automatic, in place of the e2e one.
export const test = e2e.extend<{ noHotReload: void }>({
  // next dev reloads or refreshes an open page whenever a source file changes, over its
  // hot-reload socket. A journey must not restart half-way because someone saved a file: the
  // socket is kept (next dev also streams what hydration needs over it), but the server's
  // change notices never reach the page, as with a production build. Each page load still
  // gets the sources as they are then.
  noHotReload: [
    async ({ context }, provide) => {
      if (DEV_SERVER) {
        await context.routeWebSocket(/\/_next\/(webpack-)?hmr\b/, (ws) => {
          const server = ws.connectToServer();
          server.onMessage((message) => {
            if (!isChangeNotice(message)) ws.send(message);
          });
        });
      }
      await provide();
    },
    { auto: true },
  ],
});
