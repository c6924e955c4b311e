import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';

// What the site server holds: its resident memory with its children's (Linux /proc), and its
// retained JavaScript heap (after a full collection, through the V8 inspector): resident memory
// grows and shrinks with V8's lazy collection, the retained heap only with what is kept.

/** The inspector address `node --inspect` printed ('Debugger listening on ws://…'); the last one if several. */
export function inspectorUrl(log: string): string | null {
  const found = [...log.matchAll(/Debugger listening on (ws:\/\/\S+)/g)];
  return found.at(-1)?.[1] ?? null;
}

// Node 20's WebSocket is behind a flag: a short child process talks to the inspector.
const COLLECT_AND_MEASURE = `
const socket = new WebSocket(process.argv[1]);
let id = 0;
const send = (method) => socket.send(JSON.stringify({ id: ++id, method }));
socket.onopen = () => { send('HeapProfiler.collectGarbage'); send('HeapProfiler.collectGarbage'); send('Runtime.getHeapUsage'); };
socket.onmessage = (event) => {
  const message = JSON.parse(event.data);
  if (message.id === 3) { console.log(JSON.stringify(message.result ?? message.error)); socket.close(); }
};
socket.onerror = (error) => { console.error(String(error.message ?? error)); process.exit(1); };
`;

/**
 * The retained heap once the server is quiet: right after a flood, requests still queued and
 * sockets not yet closed hold memory for a few seconds. Read every 2 s until two readings
 * agree within 1 MB (at most 40 s; then the last reading, whatever it is).
 */
export async function settledHeap(inspector: string): Promise<number> {
  let previous = await retainedHeap(inspector);
  for (let waited = 0; waited < 40_000; waited += 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const current = await retainedHeap(inspector);
    if (Math.abs(current - previous) < 1024 * 1024) return current;
    previous = current;
  }
  return previous;
}

/** Bytes of JavaScript heap the server still uses after two full collections. */
export function retainedHeap(inspector: string): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--experimental-websocket', '--no-warnings', '-e', COLLECT_AND_MEASURE, inspector], { timeout: 30_000 }, (error, stdout) => {
      if (error) return reject(error);
      const usage = JSON.parse(stdout) as { usedSize?: number };
      if (typeof usage.usedSize !== 'number') return reject(new Error(`no heap usage from the inspector: ${stdout}`));
      resolve(usage.usedSize);
    });
  });
}

// The same child, writing a heap snapshot (after a full collection) for Chrome's memory panel.
const WRITE_SNAPSHOT = `
const file = require('node:fs').createWriteStream(process.argv[2]);
const socket = new WebSocket(process.argv[1]);
let id = 0;
const send = (method, params = {}) => socket.send(JSON.stringify({ id: ++id, method, params }));
socket.onopen = () => { send('HeapProfiler.enable'); send('HeapProfiler.collectGarbage'); send('HeapProfiler.takeHeapSnapshot', { reportProgress: false }); };
socket.onmessage = (event) => {
  const message = JSON.parse(event.data);
  if (message.method === 'HeapProfiler.addHeapSnapshotChunk') file.write(message.params.chunk);
  if (message.id === 3) file.end(() => process.exit(message.error ? 1 : 0));
};
socket.onerror = (error) => { console.error(String(error.message ?? error)); process.exit(1); };
`;

/** Writes a heap snapshot of the process behind `inspector` to `file` (a large file: about twice the heap). */
export function writeHeapSnapshot(inspector: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--experimental-websocket', '--no-warnings', '-e', WRITE_SNAPSHOT, inspector, file], { timeout: 600_000 }, (error) => (error ? reject(error) : resolve()));
  });
}

// The same child, counting the live objects of one prototype after a full collection: the
// prototype is an expression evaluated in the process (Runtime.queryObjects).
const COUNT_LIVE = `
const socket = new WebSocket(process.argv[1]);
let id = 0;
const pending = new Map();
const call = (method, params = {}) => new Promise((resolve, reject) => {
  pending.set(++id, { resolve, reject });
  socket.send(JSON.stringify({ id, method, params }));
});
socket.onmessage = (event) => {
  const message = JSON.parse(event.data);
  const waiting = pending.get(message.id);
  if (!waiting) return;
  pending.delete(message.id);
  if (message.error) waiting.reject(new Error(message.error.message));
  else waiting.resolve(message.result);
};
socket.onopen = async () => {
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const prototype = await call('Runtime.evaluate', { expression: process.argv[2] });
    if (!prototype.result.objectId) throw new Error('the expression is not an object: ' + JSON.stringify(prototype));
    const found = await call('Runtime.queryObjects', { prototypeObjectId: prototype.result.objectId });
    const count = await call('Runtime.callFunctionOn', { objectId: found.objects.objectId, functionDeclaration: 'function () { return this.length; }', returnByValue: true });
    console.log(JSON.stringify(count.result.value));
    socket.close();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
};
socket.onerror = (error) => { console.error(String(error.message ?? error)); process.exit(1); };
`;

/** How many objects with the prototype `prototypeExpression` (evaluated in the process) are alive after a full collection. */
export function liveObjects(inspector: string, prototypeExpression: string): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--experimental-websocket', '--no-warnings', '-e', COUNT_LIVE, inspector, prototypeExpression], { timeout: 60_000 }, (error, stdout) => {
      if (error) return reject(error);
      const count = JSON.parse(stdout) as unknown;
      if (typeof count !== 'number') return reject(new Error(`no count from the inspector: ${stdout}`));
      resolve(count);
    });
  });
}

/** Resident memory (bytes) of a process and all its descendants (Linux /proc). */
export function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift()!;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, 'utf8'));
      total += match ? Number(match[1]) * 1024 : 0;
    } catch {
      // gone
    }
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Bytes under a directory (its files, recursively). */
export function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    try {
      total += statSync(`${entry.parentPath}/${entry.name}`).size;
    } catch {
      // removed meanwhile
    }
  }
  return total;
}
