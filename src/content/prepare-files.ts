/**
 * The expensive part of loading, done before the loader validates anything: each content file's YAML is read and
 * a markdown body rendered to HTML. Results come from the persistent content cache when the file's text and the
 * generator are the same as at an earlier build; the others are computed, on a pool of worker threads when there
 * are many (they are independent), and kept in the {@link ContentCache} where the loader finds them. A file this
 * step cannot prepare (unreadable, invalid YAML, a body over the limits) is left to the loader, which reports it
 * with file and line, exactly as without this step.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { SETTLED_MS } from '../core/file-cache.ts';
import type { ContentCache } from './content-cache.ts';
import { displayPath } from '../core/display-path.ts';
import { describeText, markdownLimits, renderMarkdown, type RenderedMarkdown } from './markdown.ts';
import type { ParsedFile } from './parse-file.ts';
import { splitMarkdownFile } from './parse-file.ts';
import type { FileStamp, PersistentContentCache } from './persistent-cache.ts';
import { parseYamlSource, yamlSourceOf } from './yaml-source.ts';
import { runInWorkers, useWorkers, type WorkerPolicy } from '../core/workers/pool.ts';

/**
 * A markdown body as the loader uses it: rendered, with its plain-text description (decision 21). The plain text
 * itself is not kept: nothing else reads it, and it would be a third copy of the article in the cache.
 */
export type PreparedMarkdown = Omit<RenderedMarkdown, 'text'> & { description: string };

/** Renders a markdown body ({@link renderMarkdown}) into a {@link PreparedMarkdown}. Pure; never throws on content. */
export function prepareMarkdown(body: string): PreparedMarkdown {
  const { text, ...rendered } = renderMarkdown(body);
  return { ...rendered, description: describeText(text) };
}

/** A content file prepared: plain data only (it crosses threads and is kept on disk). */
export interface PreparedFile {
  /** The YAML text (a whole YAML file, or the front matter) and the lines before it in the file. */
  yaml: string;
  lineOffset: number;
  /** The data the YAML holds. */
  data: unknown;
  /** Markdown files: the body and the lines before it (the content cache keeps the body only when it is not rendered). */
  body?: string;
  bodyOffset?: number;
  /** Markdown files whose body is within the limits: the rendered body. */
  markdown?: PreparedMarkdown;
}

/** A file to prepare. */
export interface FileToPrepare {
  /** Absolute path. */
  absolute: string;
  format: 'yaml' | 'markdown';
}

/**
 * Fewer files than this to compute are prepared in this thread: starting workers would cost more (measured on
 * two cores: 518 files took longer on two workers than in one thread, 4,018 files 15% less).
 */
export const WORKER_THRESHOLD = 1500;

/**
 * Prepares one file's text (decoded, LF line endings). Pure: runs in worker threads too.
 * @returns `undefined` when the text has a problem the loader will report (invalid YAML, no front matter …).
 */
export function prepareText(text: string, format: 'yaml' | 'markdown', file: string): PreparedFile | undefined {
  try {
    if (format === 'yaml') return { yaml: text, lineOffset: 0, data: parseYamlSource(text, { file }).data };
    const parts = splitMarkdownFile(text, file);
    const data = parseYamlSource(parts.matter, { file, lineOffset: parts.lineOffset }).data;
    const prepared: PreparedFile = { yaml: parts.matter, lineOffset: parts.lineOffset, data, body: parts.body, bodyOffset: parts.bodyOffset };
    if (parts.body.trim() && !markdownLimits(parts.body)) {
      prepared.markdown = prepareMarkdown(parts.body);
    }
    return prepared;
  } catch {
    return undefined;
  }
}

/** The {@link FileStamp} of a file's `stat`. */
function stampOf(info: FileStamp): FileStamp {
  return { size: info.size, mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs, ino: info.ino };
}

/** Whether a file's stamp may be remembered: it has not changed for {@link SETTLED_MS}. */
function settled(stamp: FileStamp): boolean {
  return Date.now() - Math.max(stamp.mtimeMs, stamp.ctimeMs) > SETTLED_MS;
}

/** What a content file's {@link preparedKey} is kept as in the {@link ContentCache} (the loader keys entries by their files' keys). */
export const KEY = 'key';

/** The persistent cache's key of a file's text: what it is and its content hash. */
export function preparedKey(text: string, format: 'yaml' | 'markdown'): string {
  return createHash('sha1').update(format).update('\0').update(text).digest('base64');
}

/** The {@link ParsedFile} of a prepared file; positions are computed from its YAML text when an error asks. */
export function parsedFileOf(prepared: PreparedFile, absolute: string): ParsedFile {
  const source = yamlSourceOf(prepared.yaml, prepared.data, prepared.lineOffset);
  return { file: displayPath(absolute), absolute, source, body: prepared.body, bodyOffset: prepared.bodyOffset };
}

/**
 * Prepares `files` into `cache` (the loader's `parsed` and `markdown` values), skipping those it holds already.
 * @param options.persistent - results of earlier builds, by text; updated with what is computed here.
 * @param options.workers - when to prepare on worker threads (default `auto`: {@link WORKER_THRESHOLD} files or more).
 */
export async function prepareFiles(files: readonly FileToPrepare[], options: { cache: ContentCache; persistent?: PersistentContentCache; workers?: WorkerPolicy }): Promise<void> {
  const { cache, persistent } = options;
  const todo: { file: FileToPrepare; text: string; key: string }[] = [];
  // Those held already are passed over without an await (dev holds all but the edited ones).
  const unprepared = files.filter((file) => !cache.has(file.absolute, 'parsed'));
  // A file with the stamp it had when it was last prepared is not read at all: in this thread, without an await
  // (thousands of stats cost less than a trip each to the thread pool and back).
  const toRead: { file: FileToPrepare; stamp?: FileStamp }[] = [];
  for (const file of unprepared) {
    const info = persistent ? statSync(file.absolute, { throwIfNoEntry: false }) : undefined;
    const stamp = info && stampOf(info);
    const stampedKey = stamp && persistent?.keyOf(file.absolute, stamp);
    if (!persistent || !stamp || !stampedKey || !persistent.hit(stampedKey)) {
      toRead.push({ file, stamp });
      continue;
    }
    cache.seed(file.absolute, stamp);
    cache.derive(file.absolute, KEY, () => stampedKey);
    // Decoded only if the loader asks: an entry the cache holds whole needs neither.
    cache.defer(file.absolute, 'parsed', () => {
      const prepared = persistent.get(stampedKey);
      return prepared && parsedFileOf(prepared, file.absolute);
    });
    cache.defer(file.absolute, 'markdown', () => persistent.get(stampedKey)?.markdown);
    persistent.stamp(file.absolute, stamp, stampedKey);
  }
  await Promise.all(
    toRead.map(async ({ file, stamp }) => {
      let text: string;
      try {
        text = await cache.read(file.absolute);
      } catch {
        return; // the loader reports it
      }
      const key = preparedKey(text, file.format);
      cache.derive(file.absolute, KEY, () => key);
      if (stamp && settled(stamp)) persistent?.stamp(file.absolute, stamp, key);
      const known = persistent?.get(key);
      if (persistent && known) {
        persistent.hit(key);
        keep(cache, file.absolute, known);
      } else todo.push({ file, text, key });
    }),
  );
  if (todo.length === 0) return;
  const tasks = todo.map(({ file, text }) => ({ text, format: file.format, file: displayPath(file.absolute) }));
  const results = useWorkers(options.workers, todo.length, WORKER_THRESHOLD) ? await runInWorkers('prepare', tasks) : tasks.map((t) => prepareText(t.text, t.format, t.file));
  results.forEach((prepared, i) => {
    if (!prepared) return;
    const { file, key } = todo[i]!;
    keep(cache, file.absolute, prepared);
    // A rendered body's markdown is not needed again: the cache keeps the rendering only.
    persistent?.set(key, prepared.markdown ? { ...prepared, body: undefined } : prepared);
  });
}

function keep(cache: ContentCache, absolute: string, prepared: PreparedFile): void {
  cache.derive(absolute, 'parsed', () => parsedFileOf(prepared, absolute));
  if (prepared.markdown) {
    cache.derive(absolute, 'markdown', () => prepared.markdown);
  }
}
