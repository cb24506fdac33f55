/**
 * `eventsite host-config <host>`: the configuration a static host needs to serve the site as specified
 * (clean URLs without redirects, aliases as 301, the not-found page of the path's language and folder with
 * status 404, compression, caching and security headers), made from the route table. Servers configured
 * outside the site (nginx, Caddy, S3) get a text to install; hosts that read files from the published folder
 * (Netlify, Cloudflare Pages, GitHub Pages) get files written into it.
 */
import type { OutputFile } from '../../core/output-file.ts';
import type { RouteTable } from '../../site/route-types.ts';
import { caddyConfig } from './caddy.ts';
import { cloudflareRedirects, CLOUDFLARE_MAX_REDIRECTS, githubPagesFiles, netlifyRedirects, s3Recipe } from './file-hosts.ts';
import { hostRules } from './host-rules.ts';
import { nginxConfig } from './nginx.ts';

/** The hosts `host-config` knows. */
export const HOSTS = ['nginx', 'caddy', 'netlify', 'cloudflare', 'github-pages', 's3'] as const;
/** One of {@link HOSTS}. */
export type Host = (typeof HOSTS)[number];

/** Options of {@link hostConfig}. */
export interface HostConfigOptions {
  /** The route table of the site. */
  routes: RouteTable;
  /** Brand, for the first line of configuration files. */
  brand: string;
  /** Absolute path of the published folder on the server (nginx, Caddy). */
  root: string;
  /** Port to listen on (nginx: default 80; Caddy: plain HTTP on it instead of HTTPS for the site's host name). */
  port?: number;
  /** Serve `.br` files too (nginx with the brotli-static module). */
  brotli?: boolean;
  /** Reads a file of the published folder (GitHub Pages copies). */
  read: (file: string) => Promise<Buffer>;
}

/** What a host needs: a text to print and install, files to add to the published folder, and warnings. */
export interface HostConfig {
  text?: string;
  files?: OutputFile[];
  warnings: string[];
}

/** The configuration of `host`. */
export async function hostConfig(host: Host, options: HostConfigOptions): Promise<HostConfig> {
  const rules = hostRules(options.routes);
  const hostName = new URL(options.routes.absolute('/')).hostname;
  const title = `${options.brand}: ${host} configuration`;
  switch (host) {
    case 'nginx':
      return { text: nginxConfig(rules, { root: options.root, port: options.port, serverName: hostName, brotli: options.brotli, title }), warnings: [] };
    case 'caddy':
      return { text: caddyConfig(rules, { root: options.root, address: options.port === undefined ? hostName : `:${options.port}`, title }), warnings: [] };
    case 'netlify':
      return { files: [{ path: '_redirects', contents: netlifyRedirects(rules) }], warnings: [] };
    case 'cloudflare': {
      const { text, leftOut } = cloudflareRedirects(rules);
      const warnings = leftOut > 0 ? [`${leftOut} aliases past Cloudflare's limit of ${CLOUDFLARE_MAX_REDIRECTS} redirects are served as copies of their page instead`] : [];
      return { files: [{ path: '_redirects', contents: text }], warnings };
    }
    case 'github-pages':
      return { files: await githubPagesFiles(rules, options.read), warnings: [] };
    case 's3':
      return { text: s3Recipe(rules), warnings: [] };
  }
}
