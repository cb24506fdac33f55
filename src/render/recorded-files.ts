/**
 * The file system as the TypeScript compiler sees it while it checks the templates, recorded: every file it read
 * (by its bytes' SHA-256), every file and folder whose existence it asked about, every real path and every folder
 * listing. The record's digest stands for exactly what the check saw, so a verdict kept under it applies only while
 * every answer is still the same; {@link answersDigest} asks the same questions again, without TypeScript. Paths
 * inside the project are recorded relative to it, so a copy of a project at the same place (see {@link placeOf}) whose
 * every answer is the same shares its verdict; paths outside it (the folders above, where the compiler looks for
 * `node_modules/@types`, and packages reached through a linked `node_modules`) are recorded absolute.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { digestOf } from '../core/disk-store.ts';

/** The kinds of question: a file's bytes, whether a file or a folder exists, a real path, a folder's subfolders. */
export type QuestionKind = 'read' | 'file' | 'folder' | 'realpath' | 'folders';

/** One question: its kind and the path it is about (relative to the project's folder when inside it). */
export type Question = [kind: QuestionKind, target: string];

const KINDS: readonly QuestionKind[] = ['read', 'file', 'folder', 'realpath', 'folders'];

/** Whether `value` is a list of {@link Question}s (a kept record is checked before it is used). */
export function isQuestionList(value: unknown): value is Question[] {
  return Array.isArray(value) && value.every((q) => Array.isArray(q) && q.length === 2 && KINDS.includes(q[0]) && typeof q[1] === 'string');
}

function readBytes(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

const isKind = (target: string, kind: 'file' | 'folder'): boolean => {
  const stats = statSync(target, { throwIfNoEntry: false });
  return kind === 'file' ? stats?.isFile() === true : stats?.isDirectory() === true;
};

function realPath(target: string): string {
  try {
    return realpathSync.native(target);
  } catch {
    return target;
  }
}

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => isKind(path.join(dir, name), 'folder'))
      .sort();
  } catch {
    return [];
  }
}

/** The answer to a question other than `read`, as the compiler gets it. */
function answerOf(kind: Exclude<QuestionKind, 'read'>, target: string): boolean | string | string[] {
  return kind === 'realpath' ? realPath(target) : kind === 'folders' ? subfolders(target) : isKind(target, kind);
}

/** An answer other than a file's bytes as text, for the digest: a real path inside `root` relative to it. */
function answerJson(root: string, kind: Exclude<QuestionKind, 'read'>, answer: boolean | string | string[]): string {
  return JSON.stringify(kind === 'realpath' ? toRecorded(root, answer as string) : answer);
}

/** A path as recorded: relative to `root` when inside it, else absolute. */
function toRecorded(root: string, target: string): string {
  const relative = path.relative(root, target);
  return relative.startsWith('..') || path.isAbsolute(relative) ? target : relative;
}

/**
 * Where a project is, as far as the questions the compiler asks depend on it: the folder it is in (the compiler looks
 * for `node_modules/@types` in every folder above, and those paths are recorded absolute) and where its packages
 * really are (a copy whose `node_modules` is a link to another project's reads them there, by absolute paths). Checks
 * of projects at one place ask the same questions; checks at another place ask others, so a list of questions is kept
 * per place (with one list for all places, two places would each find the other's list, miss, check again and replace
 * it, every time).
 * @param root - the project's folder (absolute).
 * @returns two recorded paths: the parent folder (absolute) and the packages' real folder (relative when inside).
 */
export function placeOf(root: string): [parent: string, packages: string] {
  return [path.dirname(root), toRecorded(root, realPath(path.join(root, 'node_modules')))];
}

/** A file's bytes as text, for the digest: their SHA-256, or `absent`. */
const bytesText = (bytes: Buffer | undefined): string => (bytes ? createHash('sha256').update(bytes).digest('hex') : 'absent');

/** The digest of questions and their answers, in a fixed order. */
function digestOfAnswers(answers: ReadonlyMap<string, string>): string {
  return digestOf([...answers.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flat());
}

const keyOf = (kind: QuestionKind, target: string): string => `${kind}\u0000${target}`;

/**
 * The digest of the answers the file system gives now to `questions`: equal to a {@link RecordedFiles.digest}
 * made from the same questions only when every answer is the same.
 */
export function answersDigest(root: string, questions: readonly Question[]): string {
  const answers = new Map<string, string>();
  for (const [kind, target] of questions) {
    const absolute = path.resolve(root, target);
    answers.set(keyOf(kind, target), kind === 'read' ? bytesText(readBytes(absolute)) : answerJson(root, kind, answerOf(kind, absolute)));
  }
  return digestOfAnswers(answers);
}

/** Text of a file's bytes as TypeScript's own `sys.readFile` decodes them (a UTF-8 or UTF-16 byte-order mark). */
function decode(bytes: Buffer): string {
  const encoding = bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

/** The file system of one check: answers the compiler host's questions and records each with its answer. */
export class RecordedFiles {
  private readonly answers = new Map<string, string>();

  /** @param root - the project's folder (absolute): paths inside it are recorded relative to it. */
  constructor(private readonly root: string) {}

  private note(kind: QuestionKind, target: string, answer: string): void {
    const key = keyOf(kind, toRecorded(this.root, target));
    if (!this.answers.has(key)) this.answers.set(key, answer);
  }

  /** A file's text (`undefined` when it cannot be read). */
  readFile = (file: string): string | undefined => {
    const bytes = readBytes(file);
    this.note('read', file, bytesText(bytes));
    return bytes && decode(bytes);
  };

  /** Whether a file exists. */
  fileExists = (file: string): boolean => this.ask('file', file) as boolean;

  /** Whether a folder exists. */
  directoryExists = (dir: string): boolean => this.ask('folder', dir) as boolean;

  /** The real path (symbolic links resolved), or the path itself when it has none. */
  realpath = (target: string): string => this.ask('realpath', target) as string;

  /** Names of a folder's subfolders. */
  getDirectories = (dir: string): string[] => this.ask('folders', dir) as string[];

  private ask(kind: Exclude<QuestionKind, 'read'>, target: string): boolean | string | string[] {
    const answer = answerOf(kind, target);
    this.note(kind, target, answerJson(this.root, kind, answer));
    return answer;
  }

  /** Every question asked so far. */
  questions(): Question[] {
    return [...this.answers.keys()].map((key) => key.split('\u0000') as Question);
  }

  /** The digest of every question asked so far and its answer (see {@link answersDigest}). */
  digest(): string {
    return digestOfAnswers(this.answers);
  }
}
