import { describe, expect, it } from 'vitest';
import { parseMarkdownFile } from '../../../../src/content/source/parse-file.ts';
import { MAX_YAML_DEPTH, parseYamlSource } from '../../../../src/content/yaml/yaml-source.ts';
import { YamlSyntaxError } from '../../../../src/core/errors.ts';

const read = (text: string) => parseYamlSource(text, { file: 'x.yaml' });

describe('reading YAML', () => {
  it.each([
    ['dates stay text', 'date: 2025-05-02', { date: '2025-05-02' }],
    ['YAML 1.1 booleans stay text', 'a: yes\nb: on\nc: True', { a: 'yes', b: 'on', c: true }],
    ['octal and hexadecimal integers', 'a: 0o17\nb: 0x1F\nc: 017\nd: +12', { a: 15, b: 31, c: 17, d: 12 }],
    ['binary and underscored numbers stay text', 'a: 0b11\nb: 1_000', { a: '0b11', b: '1_000' }],
    [
      'floats, infinity and not-a-number',
      'a: -.5\nb: 1e3\nc: .inf\nd: -.Inf\ne: 0.\nf: .NaN',
      { a: -0.5, b: 1000, c: Infinity, d: -Infinity, e: 0, f: NaN },
    ],
    ['nulls', 'a: ~\nb:\nc: null\nd: NULL', { a: null, b: null, c: null, d: null }],
    ['times stay text', "a: 09:30\nb: '18:30'", { a: '09:30', b: '18:30' }],
    [
      'block scalars and flow collections',
      'a: |\n  two\n  lines\nb: >\n  folded\n  text\nc: [1, "two", {d: 3}]',
      { a: 'two\nlines\n', b: 'folded text\n', c: [1, 'two', { d: 3 }] },
    ],
    ['a merge key is an ordinary key in YAML 1.2', 'a: 1\n<<: 2', { a: 1, '<<': 2 }],
    ['anchors and aliases', 'a: &x [1, 2]\nb: *x', { a: [1, 2], b: [1, 2] }],
    ['an empty text', '', {}],
  ])('YAML 1.2 core schema: %s', (_name, text, data) => {
    expect(read(text).data).toEqual(data);
  });

  it('gives the line of a field', () => {
    const source = read('title: A\nexcerpt: B\ntags:\n  - Düğün\n  - LCV\n');
    expect(source.locate(['tags', 1])).toEqual({ line: 5, column: 5 });
    expect(source.locate(['excerpt'])).toEqual({ line: 2, column: 1 });
    expect(source.locate(['missing'])).toEqual({ line: 1, column: 1 });
  });

  it("gives a front matter's lines as the file's", () => {
    const post = parseMarkdownFile('---\ntitle: A\nexcerpt: B\n---\nBody\n', 'x.md', '/x.md');
    expect(post.source.data).toEqual({ title: 'A', excerpt: 'B' });
    expect(post.source.locate(['excerpt']).line).toBe(3);
    expect(post).toMatchObject({ body: 'Body\n', bodyOffset: 4 });
  });

  it('reports a syntax error with the position the yaml library gives, and a duplicate key', () => {
    expect(() => read('\na: [1, 2\nb: 3')).toThrow(/./);
    try {
      read('\na: 1\na: 2');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ location: { file: 'x.yaml', line: 3 } });
    }
  });

  it('still refuses a file that nests too deep or expands too many aliases', () => {
    const deep = `a: ${'['.repeat(14)}1${']'.repeat(14)}`;
    expect(() => read(deep)).toThrow(/nests deeper/);
    const aliases = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 60 }, (_, i) => `b${i}: *a`)].join(
      '\n',
    );
    expect(() => read(aliases)).toThrow(/aliases/);
  });
});

/**
 * The error `parseYamlSource` throws for `text`, read as front matter (its first line is the rest of the `---`
 * line: the lines of `text` are the file's from line 2).
 */
function failure(text: string, frontMatter = true): YamlSyntaxError {
  try {
    parseYamlSource(frontMatter ? `\n${text}` : text, { file: 'x.md' });
  } catch (error) {
    expect(error).toBeInstanceOf(YamlSyntaxError);
    return error as YamlSyntaxError;
  }
  return expect.unreachable(`no error for ${JSON.stringify(text)}`);
}

describe('YAML errors an editor can act on', () => {
  it('points at the line where a quote opens when it is never closed and swallows the next field', () => {
    const post =
      '---\ntitle: "Bosphorus dinner\nexcerpt: "A night on the water."\nimageAlt: A table by the water\n---\nBody\n';
    try {
      parseMarkdownFile(post, 'posts/dinner.md', '/posts/dinner.md');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(YamlSyntaxError);
      expect((error as YamlSyntaxError).message).toBe(
        'the quote opened on line 2 is never closed (it runs on into "excerpt:" on line 3)',
      );
      expect(error).toMatchObject({
        location: {
          file: 'posts/dinner.md',
          line: 2,
          column: 8,
          expected: 'a closing quote on the same line',
          hint: 'close the quote, or write the value without quotes',
        },
      });
    }
  });

  it.each([
    [
      'closed on the swallowed line',
      'title: "Bosphorus dinner\nexcerpt: A night on the water."\nimageAlt: A table\n',
      2,
      8,
      'excerpt:',
      3,
    ],
    ['a single quote', "title: 'Bosphorus dinner\nexcerpt: A night.'\n", 2, 8, 'excerpt:', 3],
    [
      'in a list item',
      'items:\n  - title: "Bosphorus dinner\n    excerpt: A night."\n    alt: x\n',
      3,
      12,
      'excerpt:',
      4,
    ],
    ['a list of texts', 'tags:\n- "Dinner\nexcerpt: A night."\n', 3, 3, 'excerpt:', 4],
    ['never closed at all', 'title: x\nexcerpt: "A night on the water\n', 3, 10, undefined, 0],
  ])('an unclosed quote: %s', (_name, text, line, column, field, fieldLine) => {
    const error = failure(text);
    const runsInto = field ? ` (it runs on into "${field}" on line ${fieldLine})` : '';
    expect(error.message).toBe(`the quote opened on line ${line} is never closed${runsInto}`);
    expect(error.location).toMatchObject({ line, column, expected: 'a closing quote on the same line' });
  });

  it('still reads a quoted value that goes on over indented lines, a colon in it or not', () => {
    const text = 'title: "Bosphorus\n  dinner: on the water"\nexcerpt: \'A night\n  out\'\n';
    expect(read(text).data).toEqual({ title: 'Bosphorus dinner: on the water', excerpt: 'A night out' });
  });

  it.each([
    [
      'a field of a list item indented deeper',
      'items:\n  - name: a\n     title: b\n',
      3,
      'this line is indented 5 spaces but the fields around it are at 4',
      'indent every field of a list item the same',
    ],
    [
      'a field of a list item indented less',
      'items:\n  - name: a\n   title: b\n',
      3,
      'this line is indented 3 spaces but the fields around it are at 4',
      'indent every field of a list item the same',
    ],
    [
      'a field indented less than its siblings',
      'a:\n    b: 1\n   c: 2\n',
      3,
      'this line is indented 3 spaces but the fields around it are at 4',
      'indent every field of a group the same',
    ],
    [
      'a field indented under a text',
      'title: x\n  excerpt: y\n',
      2,
      'this line is indented 2 spaces but the fields around it are not indented',
      'indent every field of a group the same',
    ],
    [
      'a list item out of line',
      'items:\n  - name: a\n   - name: b\n',
      3,
      'this line is indented 3 spaces but the items around it are at 2',
      'start every item of a list at the same column',
    ],
    [
      'a list item indented less',
      'items:\n  - name: a\n - name: b\n',
      3,
      'this line is indented 1 space but the items around it are at 2',
      'start every item of a list at the same column',
    ],
    ['a tab', 'a:\n\tb: 1\n', 2, 'this line is indented with a tab', 'indent with spaces, never tabs'],
  ])('bad indentation: %s', (_name, text, line, message, hint) => {
    const error = failure(text);
    expect(error.message).toBe(message);
    expect(error.location).toMatchObject({ line: line + 1, hint });
    expect(error.location.hint).not.toContain('\n');
  });

  it('keeps the yaml library message for other syntax errors', () => {
    expect(failure('a: b: c\n', false).location).toMatchObject({
      line: 1,
      column: 4,
      hint: expect.stringContaining('quote values that contain ": "'),
    });
  });

  it.each([
    ['!!js/function', 'brand: !!js/function "function () { return 1 }"'],
    ['!custom', 'brand: !custom value'],
    ['!!binary', 'brand: !!binary aGVsbG8='],
    ['!!set', 'brand: !!set\n  ? a'],
  ])('refuses the tag %s', (tag, line) => {
    const error = failure(`title: x\n${line}\n`);
    expect(error.message).toBe(`the tag ${tag} is not allowed`);
    expect(error.location).toMatchObject({
      line: 3,
      column: 8,
      expected: 'plain YAML values (text, numbers, true/false, lists, fields)',
    });
  });

  it('takes the tags of the YAML 1.2 core schema', () => {
    const text =
      'a: !!str 5\nb: !!int "7"\nc: !!float 1.5\nd: !!bool true\ne: !!null ~\nf: !!seq [1]\ng: !!map {h: 1}\n';
    expect(read(text).data).toEqual({ a: '5', b: 7, c: 1.5, d: true, e: null, f: [1], g: { h: 1 } });
  });

  it.each([
    ['lists', (n: number) => `title: x\na: ${'['.repeat(n)}1${']'.repeat(n)}\n`, 2],
    ['mappings', (n: number) => `title: x\n${'{a: '.repeat(n)}1${'}'.repeat(n)}\n`, 2],
    ['list items on one line', (n: number) => `title: x\nlist:\n  ${'- '.repeat(n)}1\n`, 3],
  ])('refuses %s nested 5,000 deep before parsing them, at once', (_name, deep, line) => {
    // Parsing first would fail with the parser's own message ("nesting exceeded maxDepth"), not this one.
    const error = failure(deep(5000), false);
    expect(error.message).toBe(`nests deeper than ${MAX_YAML_DEPTH} levels`);
    expect(error.location).toMatchObject({ line, hint: 'lists and mappings in content nest at most a few levels' });
  });

  it('counts no brackets inside quotes, comments or text', () => {
    const text = `a: "${'['.repeat(20)}"\nb: '${'{'.repeat(20)}'\nc: see ${'['.repeat(20)} here # ${'['.repeat(20)}\n`;
    expect(read(text).data).toEqual({ a: '['.repeat(20), b: '{'.repeat(20), c: `see ${'['.repeat(20)} here` });
  });
});
