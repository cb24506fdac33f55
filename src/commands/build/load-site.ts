/**
 * Reading the site: load and validate the content (the pipeline's content stage, commands/pipeline), the paths of
 * static/ a link may name, and for `host-config`, which needs no page, the content with its route table and links.
 */
import fg from 'fast-glob';
import { ContentCache, loadContent, type Content } from '../../content/load-content.ts';
import { ContentStore } from '../../content/source/content-store.ts';
import { findUnsafeLinks } from '../../content/source/content-files.ts';
import type { PlaceholderMode } from '../../content/checks/placeholders.ts';
import type { Site } from '../../content/schemas.ts';
import { damagedReport, openCacheFolder, type CacheFolder } from '../../core/cache-folder.ts';
import { ContentErrors, ScheduledPostNotice, type EventsiteError } from '../../core/errors.ts';
import { PROJECT, type ProjectLayout } from '../../core/project-layout.ts';
import { note, task, type Logger } from '../../core/task.ts';
import { articleLinks, findBrokenLinks } from '../../site/check-links.ts';
import { buildSiteRoutes, type AnyPageType } from '../../site/pages/index.ts';
import type { RouteTable } from '../../site/route-types.ts';

/** Options of {@link loadSite} and {@link loadSiteContent}. */
export interface LoadSiteOptions {
  contentDir: string;
  baseUrl?: string;
  /** The address dev serves the site from (see `LoadContentOptions.origin`). */
  origin?: string;
  /** The host the site is built for (`build --host`; default `site.yaml` `host`). */
  host?: Site['host'];
  /** Parse results kept between loads (dev). */
  cache?: ContentCache;
  log?: Logger;
  layout?: ProjectLayout;
  /** Keep draft posts (docs/decisions.md, "Drafts"). */
  drafts?: boolean;
  /** Use the persistent content cache in the layout's cache folder (default true). */
  contentCache?: boolean;
  /** Read the cache folder but write nothing to it (`check`); ignored when `caches` is given. */
  readOnly?: boolean;
  /** The command's cache folder (default: the layout's, opened here). */
  caches?: CacheFolder;
  /**
   * Placeholders left in published content (docs/decisions.md, "Placeholders and samples"): `error` (default: `build`,
   * `check`), `warning` (`dev`), `allow` (`build --allow-placeholders`). See `LoadContentOptions.placeholders`.
   */
  placeholders?: PlaceholderMode;
}

/**
 * Loads and validates the content, builds the route table and checks the links inside content.
 * @throws {ContentErrors} listing every problem.
 */
export async function loadSite(
  options: LoadSiteOptions,
): Promise<{ content: Content; routes: RouteTable<AnyPageType> }> {
  const content = await loadSiteContent(options);
  for (const warning of content.warnings)
    note(options.log ?? (() => {}), warning instanceof ScheduledPostNotice ? 'notice' : 'warning', warning.format());
  return { content, routes: await routeSite(content, options.log, await staticLinkTargets(options.layout ?? PROJECT)) };
}

/**
 * The decoded root-relative paths of the files of `static/` (`/brochure.pdf`): a link to one is no broken link.
 * Links inside the folder are followed only once none leads out of it or into a loop (those are refused by the
 * static folder's check, and `static/up -> ..` must not make this walk the project and `node_modules` first).
 */
export async function staticLinkTargets(layout: ProjectLayout): Promise<string[]> {
  const safe = (await findUnsafeLinks(layout.static, 'static folder').catch(() => [undefined])).length === 0;
  const names = await fg('**/*', { cwd: layout.static, dot: true, onlyFiles: true, followSymbolicLinks: safe }).catch(
    () => [],
  );
  return names.map((name) => `/${name}`);
}

/**
 * The first half of {@link loadSite}: loads and validates the content; its warnings are the caller's to show.
 * @throws {ContentErrors} listing every problem.
 */
export async function loadSiteContent(options: LoadSiteOptions): Promise<Content> {
  const log = options.log ?? (() => {});
  const layout = options.layout ?? PROJECT;
  const caches = options.caches ?? (await openCacheFolder(layout.cache, layout.root, { readOnly: options.readOnly }));
  const store = options.contentCache === false ? undefined : new ContentStore(caches);
  const content = await task(
    log,
    'loading content',
    async () => {
      try {
        return await loadContent({
          contentDir: options.contentDir,
          baseUrl: options.baseUrl,
          origin: options.origin,
          host: options.host,
          cache: options.cache,
          store,
          memo: caches,
          drafts: options.drafts,
          placeholders: options.placeholders,
        });
      } finally {
        await store?.flush();
      }
    },
    (c) =>
      `${c.languages.length} languages, ${c.services.length} services, ${c.posts.length} posts${c.drafts > 0 ? ` (${c.drafts} draft${c.drafts === 1 ? '' : 's'} ${options.drafts ? 'shown' : 'left out'})` : ''}, ${c.images.size} images${store ? `; content cache: ${store.counts.taken} of ${store.counts.taken + store.counts.made} files` : ''}`,
  );
  // A cache folder opened here is reported here; one given is reported by its owner.
  const damaged = options.caches ? undefined : damagedReport(caches);
  if (damaged) note(log, 'warning', damaged);
  return content;
}

/**
 * The second half of {@link loadSite}: the route table of the content, and the check of the links inside it.
 * @param files - paths of other published files a link may name ({@link staticLinkTargets}).
 * @throws {ContentErrors} listing every broken link; {@link DuplicateRouteError} or {@link MissingTranslationError} from the route table.
 */
async function routeSite(
  content: Content,
  log: Logger = () => {},
  files: readonly string[] = [],
): Promise<RouteTable<AnyPageType>> {
  const routes = await task(
    log,
    'building route table',
    () => buildSiteRoutes(content),
    (t) => `${t.routes.length} routes`,
  );
  await task(log, 'checking links', () => {
    const oldAddresses: EventsiteError[] = [];
    const broken = findBrokenLinks(content.posts, routes, files, articleLinks(content), oldAddresses);
    if (broken.length > 0) throw new ContentErrors(broken, oldAddresses);
    // Told here, and kept with the content's warnings for `check`.
    for (const warning of oldAddresses) note(log, 'warning', warning.format());
    content.warnings.push(...oldAddresses);
  });
  return routes;
}
