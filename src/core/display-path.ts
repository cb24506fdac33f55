/** File names as errors show them. */
import path from 'node:path';

/** The file name as errors show it: relative to the working directory. */
export function displayPath(absolute: string): string {
  return path.relative(process.cwd(), absolute) || absolute;
}
