/**
 * The parts of a dev rebuild that make the site's pieces again: the content with its route table, images and fonts
 * ({@link reloadContent}), then the stylesheet, script, static files and templates the change touches
 * ({@link rebuildParts}). Each writes into the next state only; nothing reaches the output folder here.
 */
import type { AssetOptions } from '../../output/assets/asset-options.ts';
import { buildComponentStyles, buildScript, buildStyles } from '../../output/assets/bundles.ts';
import { buildImages, referencedImages } from '../../output/assets/images.ts';
import { publishedImageNames } from '../../output/assets/image-names.ts';
import { buildSocialImages } from '../../output/assets/social-images.ts';
import { readStaticFiles } from '../../output/assets/static-files.ts';
import { buildFonts } from '../../output/assets/fonts.ts';
import { buildIcons } from '../../output/standard-files.ts';
import type { CacheFolder } from '../../core/cache-folder.ts';
import type { ProjectLayout } from '../../core/project-layout.ts';
import type { Content, Post } from '../../content/load-content.ts';
import { ContentErrors, ScheduledPostNotice, type EventsiteError } from '../../core/errors.ts';
import { postKey } from '../../site/pages/index.ts';
import { rebaseRouteTable } from '../../site/rebase-route-table.ts';
import { bodyEdits } from '../../site/page-inputs.ts';
import {
  checkHost,
  checkLinks,
  checkStatic,
  loadSiteData,
  loadTemplates,
  routeTable,
  type ContentInputs,
  type StageContext,
} from '../pipeline/stages.ts';
import type { ChangeKind } from './change-kind.ts';
import type { DevState } from './dev-outputs.ts';

/** What a rebuild step is given by the dev builder. */
export interface RebuildContext {
  /** The stages' context; each call starts a new round of told warnings (see DevWarnings.logger). */
  context: () => StageContext;
  /** Dev's content inputs. */
  contentInputs: ContentInputs;
  /** The project (templates, client sources, static files). */
  layout: ProjectLayout;
  /** The cache folder the first build opened. */
  caches: CacheFolder | undefined;
  /** Shows warnings as `build` does. */
  report: (warnings: readonly EventsiteError[]) => void;
  /** How assets are built: plain names, the project, the cache folder. */
  assetOptions: AssetOptions;
}

/**
 * Loads the content into `next` with its route table, images and fonts.
 * @returns the posts whose body alone changed (their pages are all that changed), or `undefined`.
 * @throws {ContentErrors} on broken links or a wrong host; {@link EventsiteError} on invalid content.
 */
export async function reloadContent(
  rebuild: RebuildContext,
  prev: DevState,
  next: DevState,
  kinds: ReadonlySet<ChangeKind>,
): Promise<Post[] | undefined> {
  const context = rebuild.context();
  next.content = await loadSiteData(context, rebuild.contentInputs);
  // Through the stages' logger: a warning the last load told is told again only when its own file changed.
  for (const warning of next.content.warnings.filter((w) => !(w instanceof ScheduledPostNotice))) {
    context.log(`  warning: ${warning.format()}`);
  }
  const edited = kinds.has('images') ? undefined : bodyEdits(prev.content, next.content);
  // Only the edited posts' own pages show what changed: the other routes keep their items, and only their links are new.
  next.routes = edited
    ? rebaseRouteTable(prev.routes, next.content, new Set(edited.map(postKey)))
    : await routeTable(context, next.content);
  const errors = [
    ...(await checkLinks(context, next.content, next.routes, edited)),
    ...checkHost(next.routes, next.content.site.host),
  ];
  if (errors.length > 0) throw new ContentErrors(errors);
  // A text edit leaves the images as they were: they are made again only when one changed, or the pages show
  // others or publish one under another name (names come from the ids and occasions that show them).
  const shown = (content: Content) =>
    [
      ...referencedImages(content).map((i) => i.path),
      ...[...publishedImageNames(content)].map((n) => n.join(' → ')),
    ].join('\n');
  const images = kinds.has('images') || (!edited && shown(next.content) !== shown(prev.content));
  [next.parts.images, next.parts.social, next.parts.fonts] = await Promise.all([
    images ? buildImages(next.content, rebuild.assetOptions) : prev.parts.images,
    images ? buildSocialImages(next.content, rebuild.caches) : prev.parts.social,
    buildFonts(next.content.characters, { cache: rebuild.caches, hashed: false }),
  ]);
  return edited;
}

/**
 * Makes again, into `next`, the stylesheet, script, static files and templates that changed.
 * @throws {ContentErrors} on a static file that may not be published; {@link EventsiteError} on a template error.
 */
export async function rebuildParts(
  rebuild: RebuildContext,
  prev: DevState,
  next: DevState,
  kinds: ReadonlySet<ChangeKind>,
): Promise<void> {
  // The stylesheet starts with the fonts' rules: a character new to the content can change them.
  if (kinds.has('styles') || next.parts.fonts.css !== prev.parts.fonts.css)
    next.parts.styles = await buildStyles(rebuild.assetOptions, next.parts.fonts);
  if (kinds.has('styles')) next.parts.componentStyles = await buildComponentStyles(rebuild.assetOptions);
  if (kinds.has('script')) next.parts.script = await buildScript(rebuild.assetOptions);
  if (kinds.has('static')) {
    const verdict = await checkStatic(rebuild.context());
    if (verdict.errors.length > 0) throw new ContentErrors(verdict.errors);
    rebuild.report(verdict.warnings);
    [next.parts.staticFiles, next.parts.icons] = await Promise.all([
      readStaticFiles(rebuild.layout),
      buildIcons(rebuild.layout),
    ]);
  }
  if (kinds.has('templates')) {
    next.renderer = await loadTemplates(rebuild.context());
    next.templateVersion = prev.templateVersion + 1;
  }
}
