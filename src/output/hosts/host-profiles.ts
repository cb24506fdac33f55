/**
 * What a build for each host writes (`build --host`; docs/decisions.md, "Host builds"), so the folder needs no later
 * edits and holds nothing the host ignores: precompressed `.br`/`.gz` files only for servers that negotiate them
 * (nginx, Caddy), `_headers` only for the hosts that read it (Netlify, Cloudflare Pages), redirect rules in the host's
 * own form, and an alias's redirect page only where the host cannot redirect it. Sources: Netlify's `_redirects` and
 * `_headers` documentation (rule shadowing, forced rules), Cloudflare Pages' (2,000 static redirects), GitHub Pages'
 * publishing documentation (folder redirects), CloudFront Functions.
 */
import { InvalidContentError } from '../../core/errors.ts';
import type { OutputFile } from '../../core/output-file.ts';
import { HOSTS } from '../../content/schemas/site.ts';
import { cloudflareRedirectedAliases, cloudflareRedirects, githubPagesFiles, netlifyRedirects } from './file-hosts.ts';
import type { HostRules } from './host-rules.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** The hosts `host-config` and `build --host` know (declared with site.yaml's `host`). */
export { HOSTS };
/** One of {@link HOSTS}. */
export type Host = (typeof HOSTS)[number];

/** How a build for one host differs from another. */
export interface HostProfile {
  /** Writes `.br` and `.gz` beside the text files (the server sends them to browsers that ask). */
  precompress: boolean;
  /** Writes `_headers` (security headers and caching, in the format Netlify and Cloudflare Pages read). */
  headersFile: boolean;
  /** How many of the site's aliases, in route-table order, the host redirects by its rules; the rest get a redirect page. */
  redirectedAliases: (rules: HostRules) => number;
  /**
   * Serves the site under a path prefix (`https://owner.github.io/repo/`): GitHub Pages (a project site), and
   * nginx and Caddy (the folder named after the prefix under the server's root). Netlify, Cloudflare Pages and
   * S3 read their rules at the root of what they serve, so a site there is at the host's root.
   */
  pathPrefix: boolean;
}

/** A build for no host in particular: everything any host might read (today's default output). */
const ANY_HOST: HostProfile = { precompress: true, headersFile: true, redirectedAliases: () => 0, pathPrefix: true };

const every = (rules: HostRules) => rules.redirects.length;

/** The profile of each host. */
const HOST_PROFILES: Readonly<Record<Host, HostProfile>> = {
  // Redirects come from the configuration `host-config` prints.
  nginx: { precompress: true, headersFile: false, redirectedAliases: every, pathPrefix: true },
  caddy: { precompress: true, headersFile: false, redirectedAliases: every, pathPrefix: true },
  // These compress by themselves; an alias's file would shadow Netlify's unforced rule, so its rules are forced.
  netlify: { precompress: false, headersFile: true, redirectedAliases: every, pathPrefix: false },
  cloudflare: {
    precompress: false,
    headersFile: true,
    redirectedAliases: cloudflareRedirectedAliases,
    pathPrefix: false,
  },
  // No rules at all: an alias is a page that sends the browser on.
  'github-pages': { precompress: false, headersFile: false, redirectedAliases: () => 0, pathPrefix: true },
  // CloudFront compresses; its Function redirects aliases first, and a plain S3 website has the redirect pages.
  s3: { precompress: false, headersFile: false, redirectedAliases: () => 0, pathPrefix: false },
};

/**
 * A base URL with a path prefix for a host that cannot serve one, as an error naming the field; else nothing.
 * @param base - the route table's path prefix (`/repo`, or `''`).
 */
export function pathPrefixError(host: Host | undefined, base: string): InvalidContentError | undefined {
  if (!base || hostProfile(host).pathPrefix) return undefined;
  return new InvalidContentError(catalogue.HostAtRootOnly({ host: String(host), base }), {
    field: 'baseUrl',
    expected: `a base URL without a path for ${host} (its own domain or address), or --host github-pages, nginx or caddy`,
  });
}

/** The profile of `host` (a build for any host without one). */
export const hostProfile = (host: Host | undefined): HostProfile => (host ? HOST_PROFILES[host] : ANY_HOST);

/**
 * The files `host` reads from the published folder: Netlify's and Cloudflare's `_redirects`, GitHub Pages'
 * folder copies; none for the others.
 * @param read - a page's HTML by its file in the output (GitHub Pages' folder copies).
 */
export async function hostFiles(
  host: Host | undefined,
  rules: HostRules,
  read: (file: string) => Promise<Buffer>,
): Promise<OutputFile[]> {
  switch (host) {
    case 'netlify':
      return [{ path: '_redirects', contents: netlifyRedirects(rules) }];
    case 'cloudflare':
      return [{ path: '_redirects', contents: cloudflareRedirects(rules).text }];
    case 'github-pages':
      return githubPagesFiles(rules, read);
    default:
      return [];
  }
}
