/**
 * The one ledger of what can be reused from the build before: the keys under which `build`'s manifest lists what it
 * wrote (`manifest.ts`) and `dev` remembers what it served (`commands/dev/dev-outputs.ts`). A page is keyed by its
 * view, any other file by its bytes, each with its path and the ledger's basis: the tool's version (its code and
 * lockfile), `content/site.yaml`'s bytes and how pages are rendered and written. A change to the basis drops the
 * ledger whole: every page and file is made again, shown or not (a library upgrade can change markup no view holds).
 */
import { digestOf, fingerprint } from '../core/fingerprint.ts';
import type { OutputFile } from '../core/output-file.ts';
import type { PageView } from '../site/view-types.ts';

/**
 * The basis of every key of one build's ledger.
 * @param version - the tool's version (`tool-version.ts`).
 * @param siteYaml - the bytes of `content/site.yaml` (empty when it cannot be read: loading reports that).
 * @param rendering - the templates' version, and the writing's settings (compression) or dev's script.
 */
export function ledgerBasis(version: string, siteYaml: Uint8Array, rendering: readonly string[]): string {
  return digestOf([version, siteYaml, ...rendering]);
}

/** The key of the page at `output` made from `view`. */
export function pageKey(basis: string, output: string, view: PageView): string {
  return digestOf([basis, 'page', output, fingerprint(view)]);
}

/** The key of a file of known bytes (assets, sitemap, feeds, aliases' redirect pages …). */
export function fileKey(basis: string, file: OutputFile): string {
  return digestOf([basis, 'file', file.path, fingerprint(file.contents)]);
}
