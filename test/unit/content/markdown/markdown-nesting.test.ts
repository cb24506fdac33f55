/**
 * Pathological inline nesting is refused before the parser reads the body: thousands of nested images
 * or emphasis markers, runs of markers that close nothing, a paragraph of little but markup. The scan is linear
 * and never trips on real prose: every bundled post passes it.
 */
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { markdownLimits, renderMarkdown } from '../../../../src/content/markdown/markdown.ts';
import { inlineNesting, MAX_INLINE_NESTING } from '../../../../src/content/markdown/markdown-nesting.ts';
import { parseMarkdownFile } from '../../../../src/content/source/parse-file.ts';
import { CONTENT_DIR } from '../../../helpers/project.ts';

/** `n` separate openers, then `n` closers: emphasis nested `n` deep. */
const nestedEmphasis = (marker: string, n: number) =>
  `${Array.from({ length: n }, () => `${marker}x`).join(' ')} ${Array.from({ length: n }, () => `x${marker}`).join(' ')}`;
const fill = (unit: string, size = 32 * 1024 - 16) => unit.repeat(Math.floor(size / unit.length));

describe('inlineNesting: what the scan refuses', () => {
  it.each([
    ['5,000 nested images', `intro\n\n${'!['.repeat(5000)}a${'](x)'.repeat(5000)}`, { kind: 'brackets', line: 3 }],
    ['5,000 nested links and brackets', `${'['.repeat(5000)}a${']'.repeat(5000)}`, { kind: 'brackets', line: 1 }],
    [
      'a run of 5,000 asterisks around a word',
      `a\nb\n\n${'*'.repeat(5000)}a${'*'.repeat(5000)}`,
      { kind: 'emphasis', line: 4 },
    ],
    ['5,000 separate emphasis openers and closers', nestedEmphasis('*', 5000), { kind: 'emphasis', line: 1 }],
    ['5,000 nested underscores', nestedEmphasis('_', 5000), { kind: 'emphasis', line: 1 }],
    [
      'emphasis nested over lines of one blockquote',
      Array.from({ length: 40 }, (_, i) => `> *x${i}`).join('\n') + '\n> ' + 'x* '.repeat(40),
      { kind: 'emphasis', line: 41 },
    ],
    // "2." cannot interrupt a paragraph, and "1." alone is no list item there: both go on with the paragraph.
    [
      'emphasis nested over lines that look like list items',
      Array.from({ length: 40 }, (_, i) => (i % 2 ? '1.' : `2. *x${i}`)).join('\n') + '\n' + 'x* '.repeat(20),
      { kind: 'emphasis', line: 41 },
    ],
    [
      'nested images inside a code fence (code is scanned as text)',
      `\`\`\`\n${'!['.repeat(500)}a${'](x)'.repeat(500)}\n\`\`\``,
      { kind: 'brackets', line: 2 },
    ],
    [
      'closers that find no opener, thousands of times',
      fill('*a ', 16000) + fill('a_ ', 16000),
      { kind: 'unmatched', line: 1 },
    ],
    ['one paragraph of 8,000 emphases', fill('*a* '), { kind: 'paragraph', line: 1 }],
  ])('refuses %s, naming the line', (_name, body, expected) => {
    // A scan that overran the run's test timeout (60 s) would fail it, synchronous as it is; the scan is
    // linear and takes milliseconds.
    expect(inlineNesting(body)).toMatchObject(expected);
  });

  it('names the limit and what is nested in the message and hint, not > and -', () => {
    const images = markdownLimits(`${'!['.repeat(5000)}a${'](x)'.repeat(5000)}`)!;
    expect(images.message).toBe(`images and links are nested 5,000 deep, more than the limit of ${MAX_INLINE_NESTING}`);
    expect(images.hint).toMatch(/\[/);
    const emphasis = markdownLimits(`${'*'.repeat(5000)}a${'*'.repeat(5000)}`)!;
    expect(emphasis.message).toBe(`emphasis markers (* and _) are nested more than ${MAX_INLINE_NESTING} deep`);
    expect(emphasis.hint).toMatch(/\*/);
    expect(emphasis.hint).not.toMatch(/>/);
  });
});

describe('inlineNesting: what it lets through', () => {
  it('passes every bundled post', () => {
    const files = fg.sync('blog/*.md', { cwd: CONTENT_DIR, absolute: true });
    expect(files.length).toBeGreaterThanOrEqual(18);
    for (const file of files) {
      const { body } = parseMarkdownFile(readFileSync(file, 'utf8'), file, file);
      expect(inlineNesting(body!), file).toBeUndefined();
      expect(markdownLimits(body!), file).toBeUndefined();
    }
  });

  it.each([
    ['bold and italic inside one another', '**Book *early* and ***always*** confirm** it, _twice_.'],
    ['an image inside a link', '[![Terrace](/images/blog/terrace.jpg)](/contact)'],
    ['intraword underscores and lone asterisks', 'See snake_case_name, 5 * 3 = 15 and a price* footnote.'],
    ['escaped markers', `${'\\*'.repeat(3000)} ${'\\['.repeat(3000)}`],
    [
      'nesting up to the limit',
      `${'*'.repeat(MAX_INLINE_NESTING)}a${'*'.repeat(MAX_INLINE_NESTING)} ${'!['.repeat(MAX_INLINE_NESTING)}a${'](x)'.repeat(MAX_INLINE_NESTING)}`,
    ],
    // The shallow but odd body hostile-input.test.ts builds: unclosed brackets and openers are no nesting.
    [
      'runs of openers that never close',
      ['['.repeat(8000), '*a '.repeat(2500), '`'.repeat(4000), '[a]: b\n'.repeat(300), `${'> '.repeat(30)}quote`].join(
        '\n\n',
      ),
    ],
    ['many short paragraphs of markup', fill('*a* **b** [c](/d)\n\n')],
  ])('passes %s', (_name, body) => {
    expect(inlineNesting(body)).toBeUndefined();
  });

  it('keeps what it lets through quick to render, and never too deep', () => {
    // The deepest and densest the limits allow, over 32 KiB: rendered, within the tree's depth limit.
    const body = fill(`${'*x '.repeat(MAX_INLINE_NESTING)}${'x* '.repeat(MAX_INLINE_NESTING)}\n\n`);
    expect(inlineNesting(body)).toBeUndefined();
    // Refused bodies once took half a minute and more; one that overran the run's test timeout (60 s) would fail it.
    expect(renderMarkdown(body).tooDeep).toBeUndefined();
  });
});
