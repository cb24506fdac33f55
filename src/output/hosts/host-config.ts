/**
 * `eventsite host-config <host>`: the configuration a static host needs to serve the site as specified
 * (clean URLs without redirects, aliases as 301, the not-found page of the path's language and folder with
 * status 404, compression, caching and security headers), made from the route table. Servers configured
 * outside the site (nginx, Caddy, S3) get a text to install; hosts that read files from the published folder
 * (Netlify, Cloudflare Pages, GitHub Pages) get files written into it.
 */
import { InvalidContentError } from '../../core/errors.ts';
import type { RouteTable } from '../../site/route-types.ts';
import { caddyConfig } from './caddy.ts';
import { cloudflareRedirects, CLOUDFLARE_MAX_REDIRECTS, folderCopyOf, netlifyRedirects } from './file-hosts.ts';
import { s3Recipe } from './s3.ts';
import { hostRules } from './host-rules.ts';
import { nginxConfig } from './nginx.ts';

import type { Enquiry } from '../../content/schemas/enquiry.ts';
import { HOSTS, pathPrefixError, type Host } from './host-profiles.ts';
import { catalogue } from '../../core/error-catalogue.ts';

export { HOSTS, type Host };

/** Options of {@link hostConfig}. */
export interface HostConfigOptions {
  /** The route table of the site. */
  routes: RouteTable;
  /** Brand, for the first line of configuration files. */
  brand: string;
  /** Absolute path of the published folder on the server (nginx, Caddy); under a path prefix, named after it (`/srv/www/repo`). */
  root: string;
  /** Port to listen on (nginx: default 80; Caddy: plain HTTP on it instead of HTTPS for the site's host name). */
  port?: number;
  /** Serve `.br` files too (nginx with the brotli-static module). */
  brotli?: boolean;
  /** `site.yaml` `enquiry`: the headers' CSP allows its endpoint. */
  enquiry?: Enquiry;
}

/**
 * What a host needs, as text to print: the server configuration of nginx and Caddy, the S3 + CloudFront recipe,
 * and for the hosts that read files inside the published folder (Netlify, Cloudflare Pages, GitHub Pages) what
 * `build --host` writes there, for reading; a note says so.
 */
export interface HostConfig {
  text: string;
  notes: string[];
}

/** The note of a host whose files `build --host` writes. */
const writtenByBuild = (host: Host): string =>
  `eventsite build --host ${host} writes these files into the output folder; this only shows them`;

/** The configuration of `host`. */
export function hostConfig(host: Host, options: HostConfigOptions): HostConfig {
  const prefixError = pathPrefixError(host, options.routes.base);
  if (prefixError) throw prefixError;
  const rules = hostRules(options.routes, options.enquiry);
  const root = host === 'nginx' || host === 'caddy' ? serverRoot(options.root, rules.base) : options.root;
  const hostName = new URL(options.routes.absolute('/')).hostname;
  const title = `${options.brand}: ${host} configuration`;
  switch (host) {
    case 'nginx':
      return {
        text: nginxConfig(rules, { root, port: options.port, serverName: hostName, brotli: options.brotli, title }),
        notes: [],
      };
    case 'caddy':
      return {
        text: caddyConfig(rules, { root, address: options.port === undefined ? hostName : `:${options.port}`, title }),
        notes: [],
      };
    case 'netlify':
      return { text: `# _redirects\n${netlifyRedirects(rules)}`, notes: [writtenByBuild(host)] };
    case 'cloudflare': {
      const { text, leftOut } = cloudflareRedirects(rules);
      const notes = [writtenByBuild(host)];
      if (leftOut > 0)
        notes.push(
          `${leftOut} aliases past Cloudflare's limit of ${CLOUDFLARE_MAX_REDIRECTS} redirects are served as redirect pages instead`,
        );
      return { text: `# _redirects\n${text}`, notes };
    }
    case 'github-pages': {
      const copies = rules.folderPages.map((p) => `#   ${folderCopyOf(p.file)} (a copy of ${p.file})`);
      return {
        text: ['# a copy of each page whose URL is also a folder:', ...copies, ''].join('\n'),
        notes: [writtenByBuild(host)],
      };
    }
    case 's3':
      return { text: s3Recipe(rules), notes: [] };
  }
}

/**
 * The folder a server serves: the site's folder, or under a path prefix the folder holding it, so that
 * `/repo/about` is the file `repo/about.html` below it (`/srv/www/repo` with `/repo` → `/srv/www`).
 * @throws {InvalidContentError} when the site's folder is not named after the prefix.
 */
function serverRoot(root: string, base: string): string {
  if (!base) return root;
  const trimmed = root.replace(/\/+$/, '');
  if (!trimmed.endsWith(base)) {
    throw new InvalidContentError(catalogue.RootNotPrefix({ root, base }), {
      field: '--root',
      expected: `the folder the site is copied to on the server, ending in ${base} (e.g. /var/www${base}): the server serves the folder above it`,
    });
  }
  return trimmed.slice(0, -base.length) || '/';
}
