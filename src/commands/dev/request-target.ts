/**
 * The path of a request as the local servers read it. A request target is sent as typed by whoever connects, not only
 * by browsers: `//[`, `//a:99999/`, `*` or `http://[/` are no path of the site, and reading them as a URL relative to
 * some base throws (or, for `//host/x`, takes `host` for a server name and drops it from the path).
 */

/**
 * The path of an origin-form request target, percent-encoded as sent (`/tr/yok?x=1` → `/tr/yok`), with its `.` and
 * `..` segments resolved and a backslash read as a slash, as browsers read them; the query and fragment left out.
 * @param target - the request target as sent (`req.url`); a missing one is `/`.
 * @returns null when the target is no path (`*`, `http://host/x`, `host:443`): the server answers 400.
 */
export function requestPath(target = '/'): string | null {
  if (!target.startsWith('/')) return null;
  try {
    // Parsed behind a fixed origin, so that `//x/y` stays the path `//x/y` instead of naming the server `x`.
    return new URL(`http://localhost${target}`).pathname;
  } catch {
    return null;
  }
}
