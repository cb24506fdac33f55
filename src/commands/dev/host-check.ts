/**
 * Which `Host` the local servers answer. A page of any site can have its own name resolve to 127.0.0.1 (DNS
 * rebinding) and then read the local server as its own origin: the pages, and in `dev` the build errors with the
 * project's paths. Such a request names the attacker's host, so the servers answer only the names they listen on,
 * as Vite's dev server does (its `server.allowedHosts`).
 */
import { isIP } from 'node:net';

/** Options of {@link hostChecker}. */
export interface HostCheckOptions {
  /** The address or name the server is bound to (`--host`), e.g. `127.0.0.1`, `0.0.0.0`, `mybox.local`. */
  bound: string;
  /** More host names to answer (`--allowed-host`), without a port; compared without regard to case. */
  allowed?: readonly string[];
}

/** The host name of a `Host` header (`Example.test:4321` → `example.test`, `[::1]:80` → `[::1]`), or null when it is none. */
function hostNameOf(header: string): string | null {
  try {
    const url = new URL(`http://${header}`);
    const plain =
      !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash && !header.includes('/');
    return plain ? url.hostname : null;
  } catch {
    return null;
  }
}

/**
 * A test of `Host` headers (or the host of an `Origin`): true for `localhost` and its subdomains, any IP address
 * (a rebinding page is reached by a name, never by an address), the bound name and the allowed names, on any port;
 * true too when there is no header at all (an HTTP/1.0 client, never a browser).
 */
export function hostChecker({ bound, allowed = [] }: HostCheckOptions): (header: string | undefined) => boolean {
  const names = new Set([bound, ...allowed].map((name) => hostNameOf(name) ?? name.toLowerCase()));
  return (header) => {
    if (header === undefined) return true;
    const name = hostNameOf(header);
    if (name === null) return false;
    return (
      name === 'localhost' || name.endsWith('.localhost') || isIP(name.replace(/^\[|\]$/g, '')) !== 0 || names.has(name)
    );
  };
}

/** The body of the 403 answer to a `Host` that is not answered: what was refused and how to allow it. */
export function refusedHostMessage(header: string): string {
  const name = hostNameOf(header);
  if (name === null) return 'Blocked request: its Host header is no host name.\n';
  return `Blocked request: this server does not answer the host ${name} (a page of another site could reach it by that name).\nTo allow it, start the server with --allowed-host ${name}\n`;
}
