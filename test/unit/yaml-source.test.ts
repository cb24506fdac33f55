import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { parseMarkdownFile } from '../../src/content/parse-file.ts';
import { parseYamlSource } from '../../src/content/yaml-source.ts';
import { PROJECT } from '../../src/core/project-layout.ts';

const both = (text: string) => [parseYamlSource(text, { file: 'x.yaml' }), parseYamlSource(text, { file: 'x.yaml', fast: false })] as const;

describe('the fast YAML reader', () => {
  it('reads every YAML file and front matter of the bundled content exactly as the yaml library does', async () => {
    const files = await fg('**/*.{yaml,md}', { cwd: PROJECT.content, absolute: true });
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const text = (await readFile(file, 'utf8')).replace(/\r\n/g, '\n');
      const matter = file.endsWith('.md') ? (parseMarkdownFile(text, file, file).source.data as object) : undefined;
      const yaml = file.endsWith('.md') ? text.split('\n---\n')[0]!.slice(4) : text;
      const [fast, slow] = both(yaml);
      expect(fast.data, path.relative(PROJECT.content, file)).toEqual(slow.data);
      if (matter) expect(matter).toEqual(slow.data);
    }
  });

  it.each([
    ['dates stay text', 'date: 2025-05-02'],
    ['YAML 1.1 booleans stay text', 'a: yes\nb: on\nc: True'],
    ['octal and hexadecimal integers', 'a: 0o17\nb: 0x1F\nc: 017\nd: +12'],
    ['binary and underscored numbers stay text', 'a: 0b11\nb: 1_000'],
    ['floats, infinity and not-a-number', 'a: -.5\nb: 1e3\nc: .inf\nd: -.Inf\ne: 0.'],
    ['nulls', 'a: ~\nb:\nc: null\nd: NULL'],
    ['times stay text', "a: 09:30\nb: '18:30'"],
    ['block scalars and flow collections', 'a: |\n  two\n  lines\nb: >\n  folded\n  text\nc: [1, "two", {d: 3}]'],
    ['a merge key is an ordinary key in YAML 1.2', 'a: 1\n<<: 2'],
    ['anchors and aliases', 'a: &x [1, 2]\nb: *x'],
    ['complex keys', '? [a]\n: 1'],
    ['explicit tags', 'a: !!str 5\nb: !!int "7"'],
  ])('%s: the same data either way', (_name, text) => {
    const [fast, slow] = both(text);
    expect(JSON.stringify(fast.data)).toBe(JSON.stringify(slow.data));
  });

  it('gives the line of a field only when asked, the same as the yaml library', () => {
    const text = 'title: A\nexcerpt: B\ntags:\n  - Düğün\n  - LCV\n';
    const [fast, slow] = both(text);
    for (const at of [['title'], ['tags', 1], ['missing'], []]) expect(fast.locate(at)).toEqual(slow.locate(at));
    expect(fast.locate(['tags', 1]).line).toBe(5);
  });

  it('reports a syntax error with the position the yaml library gives, and a duplicate key', () => {
    expect(() => parseYamlSource('a: [1, 2\nb: 3', { file: 'x.yaml', lineOffset: 1 })).toThrow(/./);
    try {
      parseYamlSource('a: 1\na: 2', { file: 'x.yaml', lineOffset: 1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ location: { file: 'x.yaml', line: 3 } });
    }
  });

  it('still refuses a file that nests too deep or expands too many aliases', () => {
    const deep = `a: ${'['.repeat(14)}1${']'.repeat(14)}`;
    expect(() => parseYamlSource(deep, { file: 'x.yaml' })).toThrow(/nests deeper/);
    const aliases = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 60 }, (_, i) => `b${i}: *a`)].join('\n');
    expect(() => parseYamlSource(aliases, { file: 'x.yaml' })).toThrow(/aliases/);
  });
});
