/** The CLI's option values, parsed and checked the way commander calls them (an InvalidArgumentError is a usage error). */
import { InvalidArgumentError } from 'commander';

/** `--port`: a TCP port 0–65535 (0: any free port). */
export function port(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n > 65535) throw new InvalidArgumentError('expected a port number 0–65535');
  return n;
}

/**
 * `--base-url`: an absolute http(s) URL of a host's root, without user name, password, query or fragment (decision
 * 1), normalised as browsers write it: scheme and host lowercased, no default port, no trailing slash
 * (`HTTPS://X.Example:443/` → `https://x.example`).
 */
export function baseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new InvalidArgumentError('expected an absolute http(s) URL, e.g. https://www.example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('expected an http or https URL');
  if (url.username || url.password) throw new InvalidArgumentError('expected a URL without a user name or password');
  if (url.search || url.hash || value.includes('?') || value.includes('#')) throw new InvalidArgumentError('expected a URL without a query (?…) or fragment (#…)');
  // Pages link to each other from the root (`/about`): the site must be the whole host, not a folder of it.
  if (url.pathname !== '/') throw new InvalidArgumentError('expected the root of a host, without a path (the site is served at /, e.g. on its own domain)');
  return url.origin;
}
