/**
 * Where in the templates an error was thrown: the error's stack frames in the bundled templates, mapped back to the
 * original file, line and column through the bundle's source map (Node's own `SourceMap`, no library).
 */
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';

/** A place in a source file: the file's absolute path, 1-based line and column. */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
}

/** The bundle as the stack names it and its source map. */
export interface BundleMap {
  /**
   * The names the bundle's frames may carry: its `//# sourceURL`, which V8 names them by, and the URL it was
   * imported from, which a stack formatter of its own (a test runner's) may name them by instead.
   */
  names: string[];
  /** The map's JSON text (esbuild's, sources relative to `dir`); without one, no place is known. */
  map: string | undefined;
  /** The folder the map's sources are relative to. */
  dir: string;
}

/** The line and column at the end of a stack frame: `…:12:34)` or `…:12:34`. */
const LINE_COLUMN = /:(\d+):(\d+)\)?$/;

/**
 * Maps a bundle's stack frames back to their sources.
 * @returns a function giving the place of the first frame of an error's stack that is in the bundle and maps to a
 * file inside `prefer` (a template), else the first that maps at all; `undefined` when none does.
 */
export function throwPlaces(bundle: BundleMap, prefer: string): (error: unknown) => SourcePlace | undefined {
  let map: SourceMap | undefined;
  return (error) => {
    if (bundle.map === undefined) return undefined;
    const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
    const places: SourcePlace[] = [];
    // "at fn (name:12:34)" or "at name:12:34": the name is known exactly, only the numbers are read.
    for (const frame of stack.split('\n').filter((text) => bundle.names.some((name) => text.includes(`${name}:`)))) {
      const [, line, column] = LINE_COLUMN.exec(frame) ?? [];
      if (line === undefined || column === undefined) continue;
      map ??= new SourceMap(JSON.parse(bundle.map) as SourceMapPayload);
      const origin = map.findOrigin(Number(line), Number(column));
      if ('fileName' in origin)
        places.push({
          file: path.resolve(bundle.dir, origin.fileName),
          line: origin.lineNumber,
          column: origin.columnNumber,
        });
    }
    return places.find((place) => !path.relative(prefer, place.file).startsWith('..')) ?? places[0];
  };
}
