import { SandboxEnvError, sandboxOptionsFromEnv, startFailure } from './env';
import { startSandbox, type SandboxOptions } from './server';

// `npm run sandbox`: the local backend on 127.0.0.1:$SANDBOX_PORT (default 4000).

let options: SandboxOptions;
try {
  options = sandboxOptionsFromEnv(process.env, process.cwd());
} catch (error) {
  if (!(error instanceof SandboxEnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const started = performance.now();
startSandbox(options).then(
  (sandbox) => {
    console.log(`Sandbox backend (${options.country}) listening on ${sandbox.url} — ready in ${Math.round(performance.now() - started)} ms`);
    const stop = () => {
      void sandbox.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error(startFailure(error, options.port));
    process.exit(1);
  },
);
