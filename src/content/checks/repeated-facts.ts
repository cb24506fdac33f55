/**
 * Facts `content/site.yaml` holds, repeated literally in copy: the phone and WhatsApp numbers, the e-mail address,
 * the founding year said as "since 2012" / "2012’den beri", and the opening times. Each is written once, in
 * site.yaml; copy that repeats one goes stale the day the company changes it, so a repetition is a warning.
 */
import { InvalidContentError } from '../../core/errors.ts';
import type { PlaceholderSource } from './placeholders.ts';
import type { Site } from '../schemas.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** A fact of site.yaml as copy may repeat it: what it is, and a pattern that finds it. */
interface Fact {
  name: string;
  pattern: RegExp;
  hint: string;
  /** Text every match contains: a text without it is not searched (the year's pattern is slow on long bodies). */
  needle?: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The digits of a number's national part, with the separators people write between them. */
function phonePattern(e164: string): RegExp {
  // Turkish numbers: +90 then 10 digits; elsewhere the last 9 digits say enough.
  const national = e164.startsWith('+90') ? e164.slice(3) : e164.slice(-9);
  // A trunk 0 may lead (0212 …).
  return new RegExp(`(?<!\\d)(?:0[\\s.()\\-/]*)?${[...national].map(escape).join('[\\s.()\\-/]*')}(?!\\d)`);
}

/** The facts of `site` that copy must not repeat. */
export function siteFacts(site: Site): Fact[] {
  const year = String(site.foundingYear);
  const facts: Fact[] = [
    {
      name: 'the phone number',
      pattern: phonePattern(site.phone),
      hint: 'write {phone}, or leave the number to the page (the contact page and the footer show it)',
    },
    {
      name: 'the e-mail address',
      pattern: new RegExp(escape(site.email), 'i'),
      hint: 'leave the address to the page: the contact page and the footer show it',
    },
    {
      name: 'the founding year',
      pattern: new RegExp(`\\b(?:since|founded in|in) ${year}\\b|\\b${year}[’']?(?:den|dan|de|da)\\b`, 'iu'),
      hint: 'write {foundingYear}: the build fills in site.yaml foundingYear',
      needle: year,
    },
  ];
  if (site.whatsapp && site.whatsapp !== site.phone)
    facts.push({
      name: 'the WhatsApp number',
      pattern: phonePattern(site.whatsapp),
      hint: 'leave the number to the WhatsApp button and link',
    });
  for (const hours of site.openingHours) {
    const time = (t: string) => `${escape(t)}|${escape(t.replace(':', '.'))}`;
    facts.push({
      name: 'the opening hours',
      pattern: new RegExp(`(?:${time(hours.opens)})\\s*(?:[–—-]|to|ile)\\s*(?:${time(hours.closes)})`, 'i'),
      hint: 'leave the hours to the page: the about and contact pages show site.yaml openingHours',
    });
  }
  return facts;
}

/** Every string of a YAML value with its path. */
function* stringsOf(value: unknown, path: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (typeof value === 'string') yield [value, path];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsOf(item, [...path, i]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...path, key]);
}

/**
 * The repetitions of `facts` in one file: its YAML values and, when given, its markdown body. Pure.
 * @returns one warning per repetition, naming file, line, field and the fact.
 */
export function findRepeatedFacts(file: PlaceholderSource, facts: readonly Fact[]): InvalidContentError[] {
  const found: InvalidContentError[] = [];
  const report = (text: string, line: () => number, field: string, among: readonly Fact[]) => {
    for (const fact of among) {
      const match = fact.needle && !text.includes(fact.needle) ? null : fact.pattern.exec(text);
      if (match)
        found.push(
          new InvalidContentError(catalogue.RepeatedFact({ name: fact.name, text: match[0] }), {
            file: file.file,
            line: line(),
            field,
            expected: 'the fact written once, in site.yaml',
            hint: fact.hint,
          }),
        );
    }
  };
  // A field's line is looked up only for a repetition: locating parses the YAML again.
  for (const [value, path] of stringsOf(file.source.data))
    report(value, () => file.source.locate(path).line, path.join('.'), facts);
  // A line can hold a fact only when the whole body does: the body is searched line by line for those facts only.
  const inBody = file.body === undefined ? [] : factsIn(file.body, facts);
  if (inBody.length > 0)
    for (const [i, text] of file.body!.split('\n').entries())
      report(text, () => (file.bodyOffset ?? 0) + i + 1, 'body', inBody);
  return found;
}

/** The facts `text` may repeat: those whose pattern finds something in it (a superset of what its lines repeat). */
export function factsIn(text: string, facts: readonly Fact[]): Fact[] {
  return facts.filter((fact) => (!fact.needle || text.includes(fact.needle)) && fact.pattern.test(text));
}
