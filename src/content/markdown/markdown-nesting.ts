/**
 * How deep the inline markup of a markdown body nests, and how much work resolving it costs, found by one linear
 * pass before the parser reads the body. micromark resolves emphasis by walking back from every closing `*` or `_`
 * to an opening one and re-resolving what lies between, and resolves images by re-reading their label: 5,000
 * nested images take minutes, 5,000 nested emphasis markers half a minute (and then a tree too deep to render).
 * The pass is no parser: paragraph by paragraph (blank lines and headings end one) it pairs `[` with `]` like
 * brackets, and pairs runs of `*` and `_` as CommonMark does (a run opens or closes by the characters around it; a
 * closer takes the nearest opener of its character, the openers between are dropped). It skips backslash escapes
 * and the markers of blockquotes and lists, and nothing else: code and raw HTML are scanned as text, since telling
 * where they end is the parser's work. Where it errs, it errs towards deeper, never past a body that nests deeper
 * than it says. Every bundled post is far within its limits (a test runs it over them).
 */

/** How deep emphasis markers (`*`, `_`) and brackets (`[`, `![`) may nest: real prose needs 3. */
export const MAX_INLINE_NESTING = 16;

/**
 * Steps the parser may spend walking back from closing `*`/`_` markers to their openers, in the whole body (a
 * step passes one opener). Prose spends a few hundred; the limit is about a tenth of a second of parsing.
 */
export const MAX_EMPHASIS_STEPS = 200_000;

/**
 * The most parser work one paragraph may cost: its length in characters times the emphasis and links resolved
 * in it (micromark rewrites the paragraph's events for each). A long paragraph of prose costs under a million;
 * the limit is about a third of a second.
 */
const MAX_PARAGRAPH_WORK = 20_000_000;

/** What the pass found beyond a limit, at a 1-based line of the body. */
export type InlineProblem =
  | { kind: 'emphasis'; line: number; depth: number }
  | { kind: 'brackets'; line: number; depth: number }
  | { kind: 'unmatched'; line: number; steps: number }
  | { kind: 'paragraph'; line: number; resolved: number; length: number };

/** Blockquote and list markers opening a line: each one nests a container. */
export const CONTAINERS = /^(?:[ \t]{0,3}(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))[ \t]*)+/;

/** An opening run of emphasis markers still waiting for its closer. */
interface Opener {
  marker: string;
  /** Markers of the run not yet used by a closer. */
  remaining: number;
  /** The deepest emphasis closed inside this opener so far, in markers. */
  inner: number;
}

const isSpace = (c: string): boolean => c === '' || /\s/u.test(c);
const isPunctuation = (c: string): boolean => /[\p{P}\p{S}]/u.test(c);

/** Whether a run of `marker` between `before` and `after` can open and close emphasis (CommonMark 0.31, 6.2). */
function flanking(marker: string, before: string, after: string): { open: boolean; close: boolean } {
  const left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
  const right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
  if (marker === '*') return { open: left, close: right };
  return { open: left && (!right || isPunctuation(before)), close: right && (!left || isPunctuation(after)) };
}

/** The pass's state within one paragraph, and its totals over the body. */
class Scan {
  private openers: Opener[] = [];
  private brackets = 0;
  private resolved = 0;
  private length = 0;
  /** The paragraph's first line. */
  private start = 0;
  private steps = 0;
  problem: InlineProblem | undefined;

  /** Ends the paragraph: nothing pairs across it. */
  endParagraph(): void {
    if (!this.problem && this.resolved * this.length > MAX_PARAGRAPH_WORK)
      this.problem = { kind: 'paragraph', line: this.start, resolved: this.resolved, length: this.length };
    this.openers = [];
    this.brackets = 0;
    this.resolved = 0;
    this.length = 0;
  }

  /** Scans the inline text of one line (its container markers removed). */
  line(text: string, line: number): void {
    if (this.length === 0) this.start = line;
    this.length += text.length + 1;
    for (let i = 0; i < text.length && !this.problem; i++) {
      const c = text[i]!;
      if (c === '\\') i++;
      else if (c === '[') this.brackets++;
      else if (c === ']' && this.brackets > 0) {
        if (this.brackets > MAX_INLINE_NESTING) this.problem = { kind: 'brackets', line, depth: this.brackets };
        this.brackets--;
        this.resolved++;
      } else if (c === '*' || c === '_') {
        let end = i;
        while (text[end + 1] === c) end++;
        this.run(c, end - i + 1, flanking(c, text[i - 1] ?? '', text[end + 1] ?? ''), line);
        i = end;
      }
    }
  }

  /** Pairs a run of `count` markers with the openers before it, then keeps what is left as an opener. */
  private run(marker: string, count: number, can: { open: boolean; close: boolean }, line: number): void {
    let left = count;
    while (can.close && left > 0 && this.openers.length > 0) {
      let at = this.openers.length - 1;
      while (at >= 0 && this.openers[at]!.marker !== marker) at--;
      this.steps += this.openers.length - Math.max(at, 0);
      if (this.steps > MAX_EMPHASIS_STEPS) {
        this.problem = { kind: 'unmatched', line, steps: this.steps };
        return;
      }
      if (at < 0) break;
      // The openers after the one matched are dropped; what closed inside them is inside the emphasis made now.
      const opener = this.openers[at]!;
      for (const dropped of this.openers.splice(at + 1)) opener.inner = Math.max(opener.inner, dropped.inner);
      const used = Math.min(left, opener.remaining);
      const depth = opener.inner + used;
      if (depth > MAX_INLINE_NESTING) {
        this.problem = { kind: 'emphasis', line, depth };
        return;
      }
      this.resolved++;
      left -= used;
      opener.remaining -= used;
      opener.inner = depth;
      if (opener.remaining === 0) {
        this.openers.pop();
        const outer = this.openers[this.openers.length - 1];
        if (outer) outer.inner = Math.max(outer.inner, depth);
      }
    }
    if (can.open && left > 0) this.openers.push({ marker, remaining: left, inner: 0 });
  }
}

/**
 * The first place `markdown` nests its inline markup deeper than {@link MAX_INLINE_NESTING}, or costs the parser
 * more than {@link MAX_EMPHASIS_STEPS} or {@link MAX_PARAGRAPH_WORK}, by one linear pass (see the module comment).
 * @returns the problem and its 1-based line in `markdown`, or `undefined`.
 */
export function inlineNesting(markdown: string): InlineProblem | undefined {
  const scan = new Scan();
  for (const [i, raw] of markdown.split('\n').entries()) {
    const prefix = CONTAINERS.exec(raw)?.[0] ?? '';
    const text = raw.slice(prefix.length);
    // A blank line (in a blockquote too) and a heading end the paragraph. A list marker does not: "2." cannot
    // interrupt a paragraph, and the pass does not tell when one can.
    const blank = !text.trim() && !/[-*+\d]/.test(prefix);
    const heading = /^ {0,3}#{1,6}(?:[ \t]|$)/.test(text);
    if (blank || heading) scan.endParagraph();
    if (blank) continue;
    scan.line(text, i + 1);
    if (scan.problem) return scan.problem;
    if (heading) scan.endParagraph();
  }
  scan.endParagraph();
  return scan.problem;
}
