import path from 'node:path';
import { startSandbox } from './server';

// `npm run sandbox`: the local backend on 127.0.0.1:$SANDBOX_PORT (default 4000).

const country = (process.env.DEFAULT_COUNTRY ?? 'IE').toUpperCase();
if (country !== 'IE' && country !== 'GB') {
  console.error(`DEFAULT_COUNTRY must be IE or GB (got ${JSON.stringify(process.env.DEFAULT_COUNTRY)})`);
  process.exit(1);
}
const port = Number(process.env.SANDBOX_PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`SANDBOX_PORT must be a port number (got ${JSON.stringify(process.env.SANDBOX_PORT)})`);
  process.exit(1);
}

const started = performance.now();
startSandbox({
  port,
  country,
  dataDir: process.env.SANDBOX_DATA_DIR ?? path.join(process.cwd(), '.data', `sandbox-${country.toLowerCase()}`),
  siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
  revalidateSecret: process.env.REVALIDATE_SECRET ?? 'sandbox-revalidate-secret',
  controlToken: process.env.SANDBOX_TOKEN ?? 'sandbox-token',
  previewToken: process.env.SANDBOX_PREVIEW_TOKEN ?? 'sandbox-preview',
}).then(
  (sandbox) => {
    console.log(`Sandbox backend (${country}) listening on ${sandbox.url} — ready in ${Math.round(performance.now() - started)} ms`);
    const stop = () => {
      void sandbox.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      console.error(`Port ${port} is already in use: stop what runs there or set SANDBOX_PORT to another port.`);
    } else {
      console.error('The sandbox backend could not start:', error);
    }
    process.exit(1);
  },
);
