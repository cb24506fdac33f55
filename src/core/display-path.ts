/** File names as errors show them. */
import path from 'node:path';

/** The file name as errors show it: relative to the working directory when inside it, else absolute. */
export function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  // A path outside the working folder reads better whole than as a climb of ../../.
  return relative === '' || relative.startsWith(`..${path.sep}`) || relative === '..' || path.isAbsolute(relative)
    ? absolute
    : relative;
}
