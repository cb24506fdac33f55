/**
 * The errors a user of eventsite can cause. Each kind of failure has its own class; every one carries the
 * file (relative to the project), the 1-based line where the format gives one, the field, and a hint.
 * `build` and `check` print {@link EventsiteError.format} and exit non-zero; nothing is written.
 */

/** Where and why a piece of content or a template failed. */
export interface ErrorLocation {
  /** Path of the offending file, relative to the working directory when possible. */
  file?: string;
  /** 1-based line in that file, when the format gives one. */
  line?: number;
  /** 1-based column, when known. */
  column?: number;
  /** Dotted path of the offending field, e.g. `tr.offerings.2.title`. */
  field?: string;
  /** What was expected, in words, e.g. `a date as yyyy-mm-dd`. */
  expected?: string;
  /** How to fix it. */
  hint?: string;
}

/** Base class of every error eventsite reports to its user. */
export class EventsiteError extends Error {
  readonly location: ErrorLocation;

  /**
   * @param message - what is wrong, in words.
   * @param location - where, and what was expected.
   * @param options.cause - the underlying error (kept for its stack).
   */
  constructor(message: string, location: ErrorLocation = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.location = location;
  }

  /** One readable block: `file:line:column  field: message (expected …)` then the hint. */
  format(): string {
    const { file, line, column, field, expected, hint } = this.location;
    const where = file ? `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}` : '';
    const head = [where, field ? `${field}:` : ''].filter(Boolean).join('  ');
    let text = `${this.name}: ${head ? `${head} ` : ''}${this.message}`;
    // A message that already says what was expected ("must be text, found …") is not followed by it again.
    if (expected && !this.message.includes(expected)) text += ` (expected ${expected})`;
    if (hint) text += `\n  hint: ${hint}`;
    return text;
  }
}

/** A YAML file or a front-matter block that is not well-formed YAML. */
export class YamlSyntaxError extends EventsiteError {}
/** A content file whose data does not match its schema (missing field, wrong type, unknown key). */
export class InvalidContentError extends EventsiteError {}
/** An entity present in one language and missing in the other. */
export class MissingTranslationError extends EventsiteError {}
/** Two routes claiming the same URL, or two entities the same slug. */
export class DuplicateRouteError extends EventsiteError {}
/** A link inside content that points to no route of the route table. */
export class BrokenLinkError extends EventsiteError {}
/** A referenced image file that does not exist. */
export class MissingImageError extends EventsiteError {}
/**
 * An image file that is there but cannot be published: no image at all (a web page saved as a photo), corrupt or
 * truncated, too large to decode, or unsafe (an SVG that declares entities).
 */
export class UnusableImageError extends EventsiteError {}
/** A template that threw while rendering a route (docs/decisions.md, "Broken templates never publish"). */
export class TemplateError extends EventsiteError {}
/**
 * Not a problem but worth saying: a post dated after the build date, left out of a normal build until then
 * (docs/decisions.md, "Drafts"). `check` prints it without failing.
 */
export class ScheduledPostNotice extends EventsiteError {}

/**
 * A folder named on the command line that cannot be used as asked: no file, line or field to name, so it is
 * printed as one plain line, `error: …`, like the command line's own usage errors. The message says what to do.
 */
export class FolderError extends EventsiteError {
  override format(): string {
    return `error: ${this.message}`;
  }
}

/** The built folder to serve (`preview --out`) does not exist, or is no folder. */
export class MissingFolderError extends FolderError {}

/**
 * The output folder, or the folder it is made in, may not be written: this user lacks the permission (EACCES,
 * EPERM) or the file system is read-only (EROFS). Reported before anything is built where it can be seen then.
 */
export class OutputNotWritableError extends FolderError {}

/** A folder of the content that a command must write (`new post` into `blog/`) refuses: permissions or a read-only file system. */
export class ContentNotWritableError extends FolderError {}

/** Several errors found in one pass; `format` lists them all. */
export class ContentErrors extends EventsiteError {
  readonly errors: EventsiteError[];
  /** Warnings found before the errors stopped the work (shown with them by `check`). */
  readonly warnings: EventsiteError[];

  constructor(errors: EventsiteError[], warnings: EventsiteError[] = []) {
    super(`${errors.length} problem${errors.length === 1 ? '' : 's'} in the content`);
    this.errors = errors;
    this.warnings = warnings;
  }

  override format(): string {
    return this.errors.map((e) => e.format()).join('\n');
  }
}

/**
 * Every type error found in the templates (TypeScript's check of `templates/` and what it imports), each a
 * {@link TemplateError} at its file, line and column; `format` lists them all.
 */
export class TemplateTypeErrors extends ContentErrors {
  constructor(errors: TemplateError[]) {
    super(errors);
    this.message = `${errors.length} type error${errors.length === 1 ? '' : 's'} in the templates`;
  }
}

/** An error as users read it: ours formatted (file, line, field, hint), anything else as its name and message. */
export function formatError(error: unknown): string {
  if (error instanceof EventsiteError) return error.format();
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
