import { describe, expect, it } from 'vitest';
import { installSocketStamp, SOCKET_ADDRESS_HEADER, socketAddress } from './socket-address';

describe('the socket address stamp', () => {
  it('overwrites whatever a client sent in the header with the peer address, and only stamped values are read', () => {
    const seen: Record<string, string | string[] | undefined>[] = [];
    class FakeServer {
      emit(event: string | symbol, ...args: unknown[]): boolean {
        if (event === 'request') seen.push((args[0] as { headers: Record<string, string> }).headers);
        return true;
      }
    }
    installSocketStamp(FakeServer.prototype);
    installSocketStamp(FakeServer.prototype); // idempotent: one wrapper
    const server = new FakeServer();
    server.emit('request', { headers: { [SOCKET_ADDRESS_HEADER]: 'forged 6.6.6.6', 'x-forwarded-for': '1.2.3.4' }, socket: { remoteAddress: '::ffff:192.0.2.44' } });
    const stamped = String(seen[0]![SOCKET_ADDRESS_HEADER]);
    expect(stamped.endsWith(' ::ffff:192.0.2.44')).toBe(true);
    expect(socketAddress(new Headers({ [SOCKET_ADDRESS_HEADER]: stamped }))).toBe('::ffff:192.0.2.44');
    expect(socketAddress(new Headers({ [SOCKET_ADDRESS_HEADER]: 'forged 6.6.6.6' }))).toBeNull();
    expect(socketAddress(new Headers())).toBeNull();
  });
});
