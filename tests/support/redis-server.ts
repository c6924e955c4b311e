import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

// A throwaway redis-server for the tests that need a real one (Debian's, or REDIS_SERVER_PATH);
// they are skipped where none is installed.

export const REDIS_BIN = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
export const hasRedis = existsSync(REDIS_BIN);

/** Starts redis-server on loopback at `port`, keeping nothing on disk. */
export function spawnRedis(port: number): ChildProcess {
  return spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}
