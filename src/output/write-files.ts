/**
 * Writes files whose bytes are made already (assets, sitemap, feeds, the files of `static/`) into a build, each
 * with its `.br` and `.gz` when asked. A file with the same path, bytes and compression settings as in the build
 * before is taken from it, companions included: nothing is compressed again.
 */
import { digestOf } from '../core/fingerprint.ts';
import type { Memo } from '../core/memo.ts';
import type { OutputFile } from '../core/output-file.ts';
import type { OutputWriter } from './output-writer.ts';
import { companionsOf, PRECOMPRESS_SETTINGS } from './precompress.ts';

/** The key of a file of known bytes in a build's manifest. */
function fileKey(file: OutputFile, precompress: boolean): string {
  return digestOf(['file', file.path, precompress ? PRECOMPRESS_SETTINGS : 'plain', file.contents]);
}

/**
 * Writes `files` (and their companions when `precompress`, taken from or kept in `cache`: `companionsOf`) through
 * `output`.
 * @throws {DuplicateRouteError} when two files claim one path; {@link OutputWriteError} when the file system refuses.
 */
export async function writeFiles(
  output: OutputWriter,
  files: readonly OutputFile[],
  { precompress, cache }: { precompress: boolean; cache?: Memo },
): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const key = fileKey(file, precompress);
      if (output.reuse(key)) return;
      await output.write(key, [file, ...(precompress ? await companionsOf(file, cache) : [])]);
    }),
  );
}
