/**
 * Writes files whose bytes are made already (assets, sitemap, feeds, the files of `static/`) into a build, each
 * with its `.br` and `.gz` when asked. A file with the same key (`ledger.ts`: path, bytes and the ledger's basis)
 * as in the build before is taken from it, companions included: nothing is compressed again.
 */
import type { Memo } from '../core/memo.ts';
import type { OutputFile } from '../core/output-file.ts';
import { fileKey } from './ledger.ts';
import type { OutputWriter } from './output-writer.ts';
import { companionsOf } from './precompress.ts';

/**
 * Writes `files` (and their companions when `precompress`, taken from or kept in `cache`: `companionsOf`) through
 * `output`, keyed on the ledger's `basis` (`ledgerBasis`).
 * @throws {DuplicateRouteError} when two files claim one path; {@link OutputWriteError} when the file system refuses.
 */
export async function writeFiles(
  output: OutputWriter,
  files: readonly OutputFile[],
  { basis, precompress, cache }: { basis: string; precompress: boolean; cache?: Memo },
): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const key = fileKey(basis, file);
      if (output.reuse(key)) return;
      await output.write(key, await withCompanions(file, precompress, cache));
    }),
  );
}

/** `file` and, when `precompress`, its companions (`companionsOf`). */
export async function withCompanions(file: OutputFile, precompress: boolean, cache?: Memo): Promise<OutputFile[]> {
  return [file, ...(precompress ? await companionsOf(file, cache) : [])];
}
