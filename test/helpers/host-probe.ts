/**
 * The URL forms every host must answer right, as one probe sent to each host's build: every alias in its three
 * forms (`/a` with a query string, which must be kept, `/a/`, `/a.html`), the Turkish home and its folder in
 * capitals (`/TR`, `/Tr/yok`), the not-found pages' own URLs (`/404`, `/tr/404.html`), and each page with Turkish
 * letters in its path in its `x`, `x/` and `x.html` forms. Each answer is checked for status, `Location` and the
 * page's language.
 */
import { encodePath } from '../../src/core/url-paths.ts';
import type { SiteRouteTable } from '../../src/site/pages/page-type.ts';

/** What a host answered: status, `Location`, body. */
export interface ProbeAnswer {
  status: number;
  location?: string;
  body?: string;
}

/** One right answer: its status (one of), its `Location` for a redirect, its `<html lang>` for a page. */
interface Right {
  status: number[];
  location?: string;
  lang?: string;
}

/** A URL of the probe and the answers that are right for it. */
export interface ProbeCase {
  /** Path and query as sent, percent-encoded. */
  target: string;
  right: Right[];
}

/** A wrong answer: the URL and what came back. */
export interface ProbeMiss {
  target: string;
  got: string;
}

const PERMANENT = [301, 308];

/** The probe of a site's route table (a site at the host's root). */
export function hostProbe(table: SiteRouteTable): ProbeCase[] {
  const cases: ProbeCase[] = [];
  for (const alias of table.routes.filter((r) => r.alias)) {
    const from = encodePath(alias.url);
    const to = encodePath(table.get(alias.key, alias.locale).url);
    cases.push({ target: `${from}?ref=probe`, right: [{ status: [301], location: `${to}?ref=probe` }] });
    for (const form of [`${from}/`, `${from}.html`])
      cases.push({ target: form, right: [{ status: [301], location: to }] });
  }
  const turkishMiss = (target: string, lowered: string): ProbeCase => ({
    target,
    right: [
      { status: [404], lang: 'tr' },
      { status: [301], location: lowered },
    ],
  });
  cases.push(
    { target: '/tr', right: [{ status: [200], lang: 'tr' }] },
    turkishMiss('/TR', '/tr'),
    turkishMiss('/Tr/yok', '/tr/yok'),
    { target: '/404', right: [{ status: [404], lang: 'en' }] },
    { target: '/tr/404.html', right: [{ status: [404], lang: 'tr' }] },
  );
  // Pages whose path has letters outside ASCII (`/tags/düğün`): percent-encoded in every request and Location.
  for (const page of table.routes.filter((r) => r.status === 200 && !r.alias && /[\x80-\uffff]/.test(r.url))) {
    const url = encodePath(page.url);
    cases.push(
      { target: url, right: [{ status: [200], lang: page.locale }] },
      { target: `${url}/`, right: [{ status: PERMANENT, location: url }] },
      { target: `${url}.html`, right: [{ status: PERMANENT, location: url }] },
    );
  }
  return cases;
}

const langOf = (body: string | undefined) => /<html[^>]*\slang="([^"]+)"/.exec(body ?? '')?.[1];

const isRight = (answer: ProbeAnswer, right: Right) =>
  right.status.includes(answer.status) &&
  (right.location === undefined || answer.location === right.location) &&
  (right.lang === undefined || langOf(answer.body) === right.lang);

/**
 * Sends every case of `cases` with `get` and returns the wrong answers (none: every URL form is right).
 * @param get - the host's answer to a path as sent.
 */
export async function wrongAnswers(
  cases: readonly ProbeCase[],
  get: (target: string) => Promise<ProbeAnswer>,
): Promise<ProbeMiss[]> {
  const misses: ProbeMiss[] = [];
  for (const { target, right } of cases) {
    const answer = await get(target);
    if (!right.some((r) => isRight(answer, r)))
      misses.push({ target, got: `${answer.status} ${answer.location ?? langOf(answer.body) ?? ''}`.trim() });
  }
  return misses;
}
