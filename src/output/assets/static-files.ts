/**
 * The files of `static/`, published under their own paths, under the rules the content folder has: no symbolic
 * link may lead outside the folder or into a loop (checked before anything is listed or read: a link to `..` once
 * made a build walk the project without end), and an SVG is sanitised as a content image is (published sanitised
 * with a warning when anything was removed, refused when it declares entities). Every other file is copied as it
 * is; dotted names are not published.
 *
 * `check` and `build` share one verdict ({@link checkStaticFolder}); {@link readStaticFiles} refuses to publish
 * anything from a folder with errors whether or not its caller asked for the verdict first.
 */
import { lstat, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { findUnsafeLinks } from '../../content/source/content-files.ts';
import { sanitisedSvgWarning } from '../../content/images/images.ts';
import { MAX_SVG_BYTES, svgFacts, UnsafeSvgError } from '../../content/images/svg.ts';
import { displayPath } from '../../core/display-path.ts';
import { ContentErrors, InvalidContentError, type EventsiteError } from '../../core/errors.ts';
import type { OutputFile } from '../../core/output-file.ts';
import type { ProjectLayout } from '../../core/project-layout.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** The verdict on `static/`: errors stop `check` and `build`; warnings say a file is published changed. */
export interface StaticFolderVerdict {
  errors: EventsiteError[];
  warnings: EventsiteError[];
}

/** What `static/` publishes, with the verdict on it. */
interface StaticFolder extends StaticFolderVerdict {
  /** The files to publish; none when there is an error. */
  files: OutputFile[];
}

/** Each published file of `static/` → its source as the user sees it (`static/about.html`), for collision messages. */
const sources = new WeakMap<OutputFile, string>();

/**
 * The source of an output file, as the user sees it, when {@link readStaticFiles} made it (by identity: the very
 * object, wherever the build's lists carry it); `undefined` for every other file.
 */
export function staticSourceOf(file: OutputFile): string | undefined {
  return sources.get(file);
}

/** An error when the static folder is itself a symbolic link leading outside the project folder. */
async function folderLinkError(layout: ProjectLayout): Promise<InvalidContentError | undefined> {
  const info = await lstat(layout.static).catch(() => undefined);
  if (!info?.isSymbolicLink()) return undefined;
  const [target, root] = await Promise.all([
    realpath(layout.static).catch(() => undefined),
    realpath(layout.root).catch(() => layout.root),
  ]);
  if (target !== undefined && (target === root || target.startsWith(root + path.sep))) return undefined;
  return new InvalidContentError(
    target === undefined
      ? catalogue.BrokenSymlink({ loops: false })
      : catalogue.SymlinkOutside({ target, folder: 'project folder' }),
    {
      file: displayPath(layout.static),
      expected: 'the static folder inside the project folder',
      hint: 'make static/ a folder of the project and copy the files into it',
    },
  );
}

/** The verdict on an SVG: the bytes to publish, with a warning when sanitising removed anything; or the error. */
type SvgVerdict = { contents: Buffer; warning?: EventsiteError } | { error: EventsiteError };

/** The bytes to publish of an SVG of `static/`, judged as a content image is. */
async function judgeSvg(bytes: Buffer, file: string): Promise<SvgVerdict> {
  if (bytes.length > MAX_SVG_BYTES) {
    const mib = (bytes.length / 1024 / 1024).toFixed(1);
    const tooLarge = catalogue.ImageFileTooLarge({
      mib,
      limitMib: MAX_SVG_BYTES / 1024 / 1024,
      svg: true,
      named: true,
    });
    return { error: new InvalidContentError(tooLarge, { file }) };
  }
  try {
    const facts = await svgFacts(bytes);
    return facts.removed.length > 0
      ? { contents: facts.published, warning: sanitisedSvgWarning(file, facts.removed) }
      : { contents: bytes };
  } catch (error) {
    const problem = error instanceof UnsafeSvgError ? error.problem : catalogue.SvgUnreadable();
    return { error: new InvalidContentError(problem, { file, expected: 'a plain SVG document' }, { cause: error }) };
  }
}

/** Reads and judges `static/` (see the module comment): links first, then every file. */
async function loadStaticFolder(layout: ProjectLayout): Promise<StaticFolder> {
  const staticDir = layout.static;
  // Nothing is listed or read before the links are known safe: listing follows them.
  const folderError = await folderLinkError(layout);
  const linkErrors = folderError ? [folderError] : await findUnsafeLinks(staticDir, 'static folder');
  if (linkErrors.length > 0) return { files: [], errors: linkErrors, warnings: [] };
  const names = (await fg('**/*', { cwd: staticDir, dot: false, onlyFiles: true })).sort();
  const errors: EventsiteError[] = [];
  const warnings: EventsiteError[] = [];
  const files = await Promise.all(
    names.map(async (name): Promise<OutputFile | undefined> => {
      const source = path.join(staticDir, name);
      const bytes = await readFile(source);
      let contents: Buffer = bytes;
      if (name.toLowerCase().endsWith('.svg')) {
        const verdict = await judgeSvg(bytes, displayPath(source));
        if ('error' in verdict) {
          errors.push(verdict.error);
          return undefined;
        }
        if (verdict.warning) warnings.push(verdict.warning);
        contents = verdict.contents;
      }
      const file: OutputFile = { path: name, contents };
      sources.set(file, displayPath(source));
      return file;
    }),
  );
  return { files: errors.length > 0 ? [] : files.filter((f) => f !== undefined), errors, warnings };
}

/**
 * The verdict on `static/` that `check` and `build` share: an error for each symbolic link that leads outside the
 * folder, into a loop or nowhere (found without following any, so in milliseconds), and for each SVG that declares
 * entities, cannot be read or is over 5 MiB; a warning for each SVG published sanitised. Read-only.
 * @returns the errors and warnings, each naming the file (`static/…`) and what was expected.
 */
export async function checkStaticFolder(layout: ProjectLayout): Promise<StaticFolderVerdict> {
  const { errors, warnings } = await loadStaticFolder(layout);
  return { errors, warnings };
}

/**
 * The files of `static/` to publish: each under its own path, an SVG sanitised (see {@link checkStaticFolder},
 * whose warnings the caller reports). The files are known to {@link staticSourceOf}.
 * @throws {ContentErrors} listing {@link checkStaticFolder}'s errors, when there is any: nothing is published then.
 */
export async function readStaticFiles(layout: ProjectLayout): Promise<OutputFile[]> {
  const { files, errors } = await loadStaticFolder(layout);
  if (errors.length > 0) throw new ContentErrors(errors);
  return files;
}
