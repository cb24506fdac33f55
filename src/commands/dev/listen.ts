/**
 * Binding a local server to its port: a busy port can be skipped for the next ones (the dev server's default
 * port, the way Vite does), and the usual reasons a bind fails (a port in use, an address this machine does not
 * have, a privileged port) become {@link ListenError}s the CLI prints as one plain line.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventsiteError } from '../../core/errors.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** A server could not listen where it was asked to. */
class ListenError extends EventsiteError {
  /** One line, like the CLI's other usage errors: the class name would tell the user nothing more. */
  override format(): string {
    return `error: ${this.message} (${this.code})`;
  }
}

/** The port (or every port tried) is taken by another process. */
export class PortInUseError extends ListenError {}

/** The interface to bind is no address of this machine, or a name that does not resolve. */
export class HostUnavailableError extends ListenError {}

/** Where to listen. */
export interface ListenOptions {
  /** The first port to try; 0 lets the system pick a free one. */
  port: number;
  host: string;
  /** How many ports to try, from `port` up, while they are in use (default 1: only `port`). */
  attempts?: number;
}

/** A bind failure with its system error code. */
type SystemError = Error & { code?: string };

/** Listens once; rejects with the bind error. */
function listenOnce(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** The user's error for a failed bind, or the error itself when it is none of the expected ones. */
function explain(error: SystemError, host: string, first: number, last: number): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return new PortInUseError(catalogue.PortInUse({ first, last }), {}, { cause: error });
    case 'EADDRNOTAVAIL':
      return new HostUnavailableError(catalogue.HostNotLocal({ host }), {}, { cause: error });
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new HostUnavailableError(catalogue.HostNotFound({ host }), {}, { cause: error });
    case 'EACCES':
      return new ListenError(catalogue.PortPrivileged({ port: last }), {}, { cause: error });
    default:
      return error;
  }
}

/**
 * Makes `server` listen on `host`, on `port` or, while that is in use, on one of the next `attempts - 1` ports.
 * @returns the port it listens on.
 * @throws {PortInUseError} when every port tried is in use; {@link HostUnavailableError} for a host this machine
 * cannot bind; {@link ListenError} for a privileged port.
 */
export async function listen(server: Server, { port, host, attempts = 1 }: ListenOptions): Promise<number> {
  // Port 0 is never in use, and no port lies above 65535.
  const last = port === 0 ? 0 : Math.min(port + Math.max(1, attempts) - 1, 65535);
  for (let candidate = port; ; candidate++) {
    try {
      await listenOnce(server, candidate, host);
      return (server.address() as AddressInfo).port;
    } catch (error) {
      const failure = error as SystemError;
      if (failure.code !== 'EADDRINUSE' || candidate >= last) throw explain(failure, host, port, candidate);
    }
  }
}
