/**
 * The errors of an output that cannot be written: a file system error turned into one line naming the folder that
 * refused and what to do (choose another `--out`, change permissions, free some space).
 */
import path from 'node:path';
import { EventsiteError, OutputNotWritableError } from '../core/errors.ts';
import { displayPath } from '../core/display-path.ts';
import { workFolderOf } from './work-folder-paths.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** The file system refused to write the output (permissions, disk full); the output is as it was. */
class OutputWriteError extends EventsiteError {}

/** The error codes of a folder this user may not write, or that lies on a read-only file system. */
export const NOT_WRITABLE_CODES: ReadonlySet<string> = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * The one-line error of an output folder that cannot be written, naming it and the folder that refused.
 * @param outDir - the output folder (absolute).
 * @param place - the folder that refused to be written (the output folder, or a folder above it).
 * @param code - EACCES, EPERM, EROFS, or ENOENT for a folder that exists and refuses new entries.
 */
export function notWritableError(outDir: string, place: string, code: string, cause?: unknown): OutputNotWritableError {
  const why =
    code === 'EROFS'
      ? `${displayPath(place)} is on a read-only file system`
      : code === 'ENOENT'
        ? `${displayPath(place)} does not take new folders`
        : `this user may not write to ${displayPath(place)}`;
  const todo =
    code === 'EACCES' || code === 'EPERM'
      ? 'choose another folder with --out, or change its permissions'
      : 'choose another folder with --out';
  return new OutputNotWritableError(
    catalogue.OutputNotWritable({ dir: displayPath(outDir), why, reason: code, todo }),
    { file: displayPath(outDir) },
    { cause },
  );
}

/** A file system error as a message naming the place and what to do. */
export function writeError(error: unknown, outDir: string): EventsiteError {
  if (error instanceof EventsiteError) return error;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const where = (error as NodeJS.ErrnoException).path ?? outDir;
  if (NOT_WRITABLE_CODES.has(code))
    return notWritableError(outDir, where === workFolderOf(outDir) ? path.dirname(outDir) : where, code, error);
  const hints: Record<string, string> = {
    ENOSPC: 'the disk is full: free some space',
    EDQUOT: 'your disk quota is used up: free some space',
  };
  return new OutputWriteError(
    catalogue.OutputWrite({ file: displayPath(where), reason: code || String(error) }),
    { file: displayPath(where), hint: hints[code] },
    { cause: error },
  );
}
