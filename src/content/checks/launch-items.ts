/**
 * What the company must still supply before launch, read from the content folder's YAML files and markdown front
 * matter: every entry marked `sample: true` (an invented testimonial, case study or photo), every value whose
 * comment says `REPLACE` (a realistic fictional default), and the settings a launched site needs that are missing
 * (the enquiry form's endpoint, the KEP address). `eventsite check --launch` lists them; an empty list means the
 * content holds nothing invented.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { isMap, isPair, isScalar, isSeq, LineCounter, Parser, parseDocument, visit, type Document } from 'yaml';
import { displayPath } from '../../core/display-path.ts';
import { splitMarkdownFile } from '../source/parse-file.ts';
import { decodeContentText } from '../source/text-file.ts';

/** One thing to supply: where it is (file, 1-based line, the field's path) and what is needed. */
export interface LaunchItem {
  file: string;
  line: number;
  /** The field's path, e.g. `company.mersis` or `items[3].sample`. */
  field: string;
  /** What to supply, in plain words. */
  needed: string;
}

/** A YAML text of a content file: the file whole, or its front matter (whose lines are the file's). */
interface YamlText {
  file: string;
  text: string;
}

/**
 * The marker of a fictional default, in capitals: a comment that starts with it (`# REPLACE: the 16-digit MERSİS
 * number`) or says `REPLACE before launch`. A comment that only mentions the word is prose.
 */
const MARKER = /^#\s*REPLACE\b|\bREPLACE before launch\b/;

/** Every comment of a YAML text, with its offset, from the `yaml` library's concrete syntax tree. */
function commentsOf(text: string): { offset: number; source: string }[] {
  const found: { offset: number; source: string }[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const token = node as { type?: unknown; offset?: unknown; source?: unknown };
      if (token.type === 'comment' && typeof token.offset === 'number' && typeof token.source === 'string')
        found.push({ offset: token.offset, source: token.source });
      else Object.values(node).forEach(walk);
    }
  };
  for (const token of new Parser().parse(text)) walk(token);
  return found.sort((a, b) => a.offset - b.offset);
}

/** The YAML of every content file: `.yaml` files whole, markdown files' front matter (split as a load splits it). */
async function yamlTexts(contentDir: string): Promise<YamlText[]> {
  const files = (await fg(['**/*.yaml', '**/*.md'], { cwd: contentDir, absolute: true })).sort();
  const texts = await Promise.all(
    files.map(async (file): Promise<YamlText | undefined> => {
      try {
        const whole = decodeContentText(await readFile(file), displayPath(file));
        if (!file.endsWith('.md')) return { file, text: whole };
        const parts = splitMarkdownFile(whole, displayPath(file));
        return { file, text: parts.matter };
      } catch {
        // A file that cannot be read as content (not UTF-8, no front matter) is `check`'s to report.
        return undefined;
      }
    }),
  );
  return texts.filter((t) => t !== undefined);
}

/** Each pair's path and 1-based line, in the document's order. */
function pairLines(doc: Document, lines: LineCounter): { path: string; line: number; value: unknown }[] {
  const found: { path: string; line: number; value: unknown }[] = [];
  visit(doc, {
    Pair(_key, pair, trail) {
      if (!isScalar(pair.key) || !pair.key.range) return;
      const names: string[] = [];
      for (const [i, node] of trail.entries()) {
        const child = trail[i + 1] ?? pair;
        if (isPair(node) && isScalar(node.key)) names.push(String(node.key.value));
        if (isSeq(node)) names[names.length - 1] = `${names.at(-1) ?? ''}[${node.items.indexOf(child)}]`;
      }
      names.push(String(pair.key.value));
      const value: unknown = isScalar(pair.value)
        ? pair.value.value
        : isMap(pair.value) || isSeq(pair.value)
          ? pair.value.toJSON()
          : undefined;
      found.push({ path: names.join('.').replace(/\.\[/g, '['), line: lines.linePos(pair.key.range[0]).line, value });
    },
  });
  return found;
}

/** The launch items of one YAML text: its `sample: true` entries and its `REPLACE` comments. */
function itemsOf({ file, text }: YamlText): LaunchItem[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  // A text that does not parse is `check`'s to report.
  if (doc.errors.length > 0) return [];
  const shown = displayPath(file);
  const pairs = pairLines(doc, lines);
  const items: LaunchItem[] = [];
  for (const pair of pairs) {
    if (pair.path.endsWith('sample') && pair.value === true) {
      const entry = pair.path.replace(/\.?sample$/, '') || 'this entry';
      items.push({
        file: shown,
        line: pair.line,
        field: pair.path,
        needed: `an invented example (${entry}): replace it with the real one and remove \`sample: true\`, or delete it`,
      });
    }
  }
  const comments = commentsOf(text).map((c) => {
    const before = text.slice(text.lastIndexOf('\n', c.offset - 1) + 1, c.offset);
    return { ...c, line: lines.linePos(c.offset).line, column: before.length, alone: /^[ \t]*$/.test(before) };
  });
  for (const [i, comment] of comments.entries()) {
    if (!MARKER.test(comment.source)) continue;
    // The comment's lines that follow it on lines of their own, aligned, continue it.
    let said = comment.source.replace(/^#\s*(?:REPLACE\b[\s:—-]*)?/, '');
    for (
      let next = comments[i + 1], at = comment.line;
      next && next.alone && next.line === at + 1 && next.column === comment.column && !MARKER.test(next.source);
      next = comments[i + 1 + (at - comment.line)]
    ) {
      said += ` ${next.source.replace(/^#\s*/, '')}`;
      at = next.line;
    }
    // The field the comment stands beside, or else the first one after it.
    const field = pairs.find((p) => p.line >= comment.line);
    items.push({
      file: shown,
      line: comment.line,
      field: field?.path ?? '',
      needed: `${said.trim() || 'the company’s own value'} (a fictional default: write the real value, then remove REPLACE from the comment)`,
    });
  }
  return items;
}

/** The settings a launched site needs from `site.yaml` that it does not have. */
function missingSettings(site: YamlText | undefined): LaunchItem[] {
  if (!site) return [];
  const doc = parseDocument(site.text);
  if (doc.errors.length > 0) return [];
  const file = displayPath(site.file);
  const end = site.text.split('\n').length;
  const items: LaunchItem[] = [];
  if (!doc.hasIn(['enquiry', 'endpoint']) && doc.getIn(['enquiry', 'provider']) !== 'netlify') {
    items.push({
      file,
      line: end,
      field: 'enquiry.endpoint',
      needed: 'the address of the form backend that receives enquiries (without it the site shows no enquiry form)',
    });
  }
  if (!doc.hasIn(['company', 'kep'])) {
    items.push({
      file,
      line: end,
      field: 'company.kep',
      needed: 'the company’s KEP address (registered electronic mail), which the privacy notice names for applications',
    });
  }
  return items;
}

/**
 * Everything the company must still supply or replace, in file and line order.
 * @param contentDir - the content folder (absolute or relative to the working directory).
 * @returns the items; empty when nothing invented or missing is left.
 */
export async function findLaunchItems(contentDir: string): Promise<LaunchItem[]> {
  const texts = await yamlTexts(contentDir);
  const site = texts.find((t) => path.relative(contentDir, t.file) === 'site.yaml');
  const items = [...texts.flatMap(itemsOf), ...missingSettings(site)];
  return items.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
