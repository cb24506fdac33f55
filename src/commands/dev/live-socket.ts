/**
 * The dev server's live-reload channel: a WebSocket (the `ws` library) on the dev server's own HTTP server, one
 * per open tab. A WebSocket, unlike a server-sent event stream, holds none of the six HTTP/1.1 connections a
 * browser allows per host, so any number of tabs stay live and still load.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { requestPath } from './request-target.ts';

/**
 * What the server tells the open tabs (JSON, one message per frame). The browser script
 * (src/client/dev/live-reload.ts) declares the same shapes: it may import nothing from here.
 */
type LiveMessage =
  { type: 'reload' } | { type: 'css' } | { type: 'build-error'; title: string; message: string } | { type: 'ok' };

/** Options of {@link attachLiveSocket}. */
export interface LiveSocketOptions {
  /** The only path upgraded to a WebSocket, e.g. `/__eventsite/socket`. */
  path: string;
  /** What a tab is told as soon as it connects (the standing build error), or null. */
  greeting(): LiveMessage | null;
  /** True when a `Host` header (or an `Origin`'s host) names this server (the HTTP server's own test). */
  allowsHost: (header: string | undefined) => boolean;
}

/** The live-reload channel of a server. */
export interface LiveSocket {
  /** Sends a message to every connected tab. */
  send(message: LiveMessage): void;
  /** Closes every socket and refuses new ones; the HTTP server can then close. */
  close(): void;
}

/** Answers an upgrade request it will not accept, and drops the connection. */
function refuse(socket: Duplex, status: 403 | 404 | 503, reason: string): void {
  // Destroyed once the answer is flushed, as `ws` itself refuses a handshake: ending alone would wait for the client.
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * True when the upgrade names this server and comes from one of its pages (or from no page at all, e.g. a test
 * client). Browsers let any site open a WebSocket to localhost, and the build errors it would read name the project's
 * files; a page whose own name was made to resolve here (DNS rebinding) sends that name as Host and Origin alike.
 */
function fromOwnPage(req: IncomingMessage, allowsHost: (header: string | undefined) => boolean): boolean {
  if (!allowsHost(req.headers.host)) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.host === req.headers.host?.toLowerCase() &&
      allowsHost(url.host)
    );
  } catch {
    return false;
  }
}

/** Serves WebSocket upgrades on `options.path` of `server`; other upgrade requests are refused. */
export function attachLiveSocket(server: Server, options: LiveSocketOptions): LiveSocket {
  // The tabs send nothing: a tiny payload limit costs nothing and bounds what a stray client can make us buffer.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  let closed = false;
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets the connection mid-handshake must not take the server down.
    socket.on('error', () => socket.destroy());
    if (closed) return refuse(socket, 503, 'Service Unavailable');
    if (requestPath(req.url) !== options.path) return refuse(socket, 404, 'Not Found');
    if (!fromOwnPage(req, options.allowsHost)) return refuse(socket, 403, 'Forbidden');
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      // A socket whose tab vanished fails on its next send: it is dropped then, not reported.
      ws.on('error', () => ws.terminate());
      const greeting = options.greeting();
      if (greeting) ws.send(JSON.stringify(greeting));
    });
  };
  server.on('upgrade', onUpgrade);
  return {
    send(message) {
      const data = JSON.stringify(message);
      for (const ws of wss.clients) if (ws.readyState === ws.OPEN) ws.send(data);
    },
    close() {
      // The upgrade listener stays: without one, Node would answer an upgrade request as a plain one.
      closed = true;
      // Terminated, not closed with a handshake: the HTTP server's close waits for these connections, and a tab
      // that is gone would never answer. The tabs reconnect either way.
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
