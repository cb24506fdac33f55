/** The comparison's printed results: one table per corpus size, then each eventsite row's ratios to the others. */

/** One row of a comparison table. */
export interface Row {
  name: string;
  pages: number;
  walls: number[];
  peaks: number[];
}

/** The middle value of `xs` (the upper one of the two middles for an even count). */
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Prints a Markdown table of `rows` under `title`: pages, median wall time and peak memory, pages per second. */
export function printTable(title: string, rows: readonly Row[]): void {
  const cells = rows.map((r) => {
    const wall = median(r.walls);
    return [
      r.name,
      String(r.pages),
      wall.toFixed(2),
      r.peaks.length > 0 ? median(r.peaks).toFixed(0) : 'n/a',
      (r.pages / wall).toFixed(0),
      r.walls.map((w) => w.toFixed(2)).join(', '),
    ];
  });
  const head = ['tool', 'HTML pages', 'wall s (median)', 'peak MiB', 'pages/s', 'runs (wall s)'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    `| ${c.map((x, i) => (i === 0 || i === 5 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`\n${title}\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

/** Prints each eventsite row's wall time against Eleventy's and Hugo's and, at 2,000 posts and more, the peak memory. */
export function printRatios(rows: readonly Row[], size: number): void {
  const find = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
  const others = [find('Eleventy'), find('Hugo')].filter((r): r is Row => r !== undefined);
  for (const own of rows.filter((r) => r.name.startsWith('eventsite') && !r.name.includes('rebuild'))) {
    console.log(
      `${own.name}: ${others.map((o) => `${ratio(median(own.walls), median(o.walls))} ${o.name.split(' ')[0]}'s wall time`).join(', ')}`,
    );
  }
  const own = rows[0]!;
  const eleventyRow = find('Eleventy');
  if (size >= 2000 && eleventyRow && own.peaks.length > 0 && eleventyRow.peaks.length > 0) {
    console.log(
      `peak memory: eventsite ${median(own.peaks).toFixed(0)} MiB, Eleventy ${median(eleventyRow.peaks).toFixed(0)} MiB (${ratio(median(own.peaks), median(eleventyRow.peaks))})`,
    );
  }
}
