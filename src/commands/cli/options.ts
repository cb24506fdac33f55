/** The CLI's option values, parsed and checked the way commander calls them (an InvalidArgumentError is a usage error). */
import { InvalidArgumentError } from 'commander';
import { BASE_PATH } from '../../content/schemas/fields.ts';
import { catalogue, type CataloguedMessage } from '../../core/error-catalogue.ts';

/** commander's usage error for `problem`, its catalogue code after the message. */
function usage(problem: CataloguedMessage): InvalidArgumentError {
  const text = `${problem.message} (${problem.code})`;
  return new InvalidArgumentError(text);
}

/** `--port`: a TCP port 0–65535 (0: any free port). */
export function port(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n > 65535) throw usage(catalogue.BadPort());
  return n;
}

/**
 * `--base-url`: an absolute http(s) URL without user name, password, query or fragment (canonical URLs are built on
 * it), at a host's root or under a path prefix of plain folder names, normalised as browsers write it: scheme and host
 * lowercased, no default port, no trailing slash (`HTTPS://X.Example:443/` → `https://x.example`,
 * `https://owner.github.io/repo/` → `https://owner.github.io/repo`).
 */
export function baseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw usage(catalogue.BadUrl({ wanted: 'an absolute http(s) URL, e.g. https://www.example.com' }));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw usage(catalogue.BadUrl({ wanted: 'an http or https URL' }));
  if (url.username || url.password) throw usage(catalogue.BadUrl({ wanted: 'a URL without a user name or password' }));
  if (url.search || url.hash || value.includes('?') || value.includes('#'))
    throw usage(catalogue.BadUrl({ wanted: 'a URL without a query (?…) or fragment (#…)' }));
  if (!BASE_PATH.test(url.pathname)) throw usage(catalogue.BadPath({ example: 'https://owner.github.io/repo/' }));
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * `--allowed-host` (repeatable): a host name without port, scheme or path (`mybox.local`), added to those given before.
 * The servers answer a `Host` of that name (see `commands/dev/host-check.ts`).
 */
export function allowedHost(value: string, previous: string[] = []): string[] {
  const name = value.trim();
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(name)) {
    throw usage(catalogue.BadHostName());
  }
  return [...previous, name];
}

/** `--base-path`: a path prefix of plain folder names (`/repo`, `repo/` → `/repo`), or `''`/`/` for the root. */
export function basePath(value: string): string {
  const trimmed = `/${value.trim().replace(/^\/+|\/+$/g, '')}`;
  if (!BASE_PATH.test(trimmed)) throw usage(catalogue.BadPath({ example: '/repo' }));
  return trimmed === '/' ? '' : trimmed;
}
