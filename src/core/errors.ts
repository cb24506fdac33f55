/**
 * The errors a user of eventsite can cause. Each kind of failure has its own class; every one is made from an
 * entry of the error catalogue (./error-catalogue.ts: its code, message and hint) and carries the file (relative
 * to the project), the 1-based line where the format gives one, the field, and a hint.
 * `build` and `check` print {@link EventsiteError.format} and exit non-zero; nothing is written.
 */
import { codeFrame } from './code-frame.ts';
import type { CataloguedMessage } from './error-catalogue/define.ts';
import { catalogue } from './error-catalogue.ts';

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
  /** The catalogue code, e.g. `ES0101`; docs/errors.md explains each. */
  readonly code: string;

  /**
   * @param problem - the catalogue entry's message (`catalogue.FileNotFound()`).
   * @param location - where, and what was expected; its hint, when given, replaces the catalogue's.
   * @param options.cause - the underlying error (kept for its stack).
   */
  constructor(problem: CataloguedMessage, location: ErrorLocation = {}, options?: { cause?: unknown }) {
    super(problem.message, options);
    this.name = new.target.name;
    this.code = problem.code;
    this.location = location.hint || !problem.hint ? location : { ...location, hint: problem.hint };
  }

  /**
   * One readable block: `file:line:column  field: message (expected …)`, with `frame` the source lines there,
   * then the hint and the code.
   */
  format({ frame = false }: { frame?: boolean } = {}): string {
    const { file, line, column, field, expected, hint } = this.location;
    const where = file ? `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}` : '';
    const head = [where, field ? `${field}:` : ''].filter(Boolean).join('  ');
    let text = `${this.name}: ${head ? `${head} ` : ''}${this.message}`;
    // A message that already says what was expected ("must be text, found …") is not followed by it again.
    if (expected && !this.message.includes(expected)) text += ` (expected ${expected})`;
    const shown = frame && file && line ? codeFrame(file, line, column) : '';
    if (shown) text += `\n${shown.replace(/^/gm, '  ')}`;
    if (hint) text += `\n  hint: ${hint}`;
    return `${text}\n  code: ${this.code} (docs/errors.md)`;
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
    return `error: ${this.message} (${this.code})`;
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
    super(catalogue.SeveralProblems({ count: errors.length }));
    this.errors = errors;
    this.warnings = warnings;
  }

  override format(options: { frame?: boolean } = {}): string {
    return this.errors.map((e) => e.format(options)).join('\n');
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

/**
 * An error as users read it, in the terminal and the dev server's overlay alike: ours formatted (file, line, field,
 * the source lines there, hint, code), anything else as its name and message.
 */
export function formatError(error: unknown): string {
  if (error instanceof EventsiteError) return error.format({ frame: true });
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
