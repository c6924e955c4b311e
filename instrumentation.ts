import { loadConfig } from './edge/config';

// Runs once when a server starts: a bad environment variable stops it with a message naming it.
export function register(): void {
  loadConfig();
}
