/**
 * A cap on the connections one client may hold, beside the server's cap on all of them (`maxConnections`): at the
 * cap, a new connection from that client closes the client's oldest socket that is not being answered (still
 * sending its request, or idle between two); when each is being answered, the new one is turned away. Without it,
 * one client's half-open sockets could fill the whole pool and shut every other reader out.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { peerAddress, peerKey, type PeerAddress } from './peers';

export interface PeerLimit {
  readonly maxPerPeer: number;
  /** Peers without a cap of their own: a trusted proxy carries every reader's connections. */
  readonly unlimited?: (peer: PeerAddress) => boolean;
}

export function limitConnectionsPerPeer(server: Server, { maxPerPeer, unlimited }: PeerLimit): void {
  /** Each peer's sockets, oldest first (a Set keeps the order they were added in). */
  const byPeer = new Map<string, Set<Socket>>();
  /** Requests a socket is answering now (more than one when they are pipelined). */
  const answering = new WeakMap<Socket, number>();

  server.on('connection', (socket: Socket) => {
    const peer = peerAddress(socket.remoteAddress);
    if (!peer || unlimited?.(peer)) return;
    const key = peerKey(peer);
    let sockets = byPeer.get(key);
    if (!sockets) byPeer.set(key, (sockets = new Set()));
    if (sockets.size >= maxPerPeer) {
      const oldestIdle = [...sockets].find((held) => !answering.get(held));
      if (!oldestIdle) {
        // Dropped as Node drops a connection over `maxConnections`: nothing of a request has come to answer.
        socket.destroy();
        return;
      }
      sockets.delete(oldestIdle);
      oldestIdle.destroy();
    }
    const held = sockets;
    held.add(socket);
    socket.once('close', () => {
      held.delete(socket);
      if (held.size === 0 && byPeer.get(key) === held) byPeer.delete(key);
    });
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    response.once('close', () => answering.set(socket, (answering.get(socket) ?? 1) - 1));
  });
}
