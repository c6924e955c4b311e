// node --experimental-websocket heap-snapshot.mjs <inspector ws:// URL> <file>: a heap snapshot of
// a process started with --inspect (after a full collection), for Chrome's memory panel.
// bench:routing's BENCH_HEAP_SNAPSHOT writes one after its cold sweep.
import { createWriteStream } from 'node:fs';

const [url, out] = process.argv.slice(2);
const file = createWriteStream(out);
const socket = new WebSocket(url);
let id = 0;
const send = (method, params = {}) => socket.send(JSON.stringify({ id: ++id, method, params }));
socket.onopen = () => {
  send('HeapProfiler.enable');
  send('HeapProfiler.collectGarbage');
  send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
};
socket.onmessage = (event) => {
  const message = JSON.parse(event.data);
  if (message.method === 'HeapProfiler.addHeapSnapshotChunk') file.write(message.params.chunk);
  if (message.id === 3) file.end(() => process.exit(message.error ? 1 : 0));
};
socket.onerror = (error) => {
  console.error(String(error.message ?? error));
  process.exit(1);
};
