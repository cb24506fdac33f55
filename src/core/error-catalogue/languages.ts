/** Errors of languages and references between entries: translations, ids, tags (ES01xx, from ES0170). */
import { defineError } from './define.ts';

const list = (items: readonly string[]) => items.join(', ');

export const LANGUAGE_ERRORS = {
  TranslationFileMissing: defineError<{ id: string; language: string }>({
    code: 'ES0170',
    title: 'Translation file missing',
    when: 'An entry has a file in one language of the site and not in another.',
    message: ({ id, language }) => `"${id}" has no ${language} file`,
    hint: 'every entry exists in every language of site.yaml',
    example: { id: 'rsvp-guide', language: 'tr' },
  }),
  TranslationDiffers: defineError<{ locale: string; actual: string; what: string; other: string; expected: string }>({
    code: 'ES0171',
    title: 'Languages disagree',
    when: 'A count or a price that every language shares differs between the language files of an entry.',
    message: ({ locale, actual, what, other, expected }) => `${locale} has ${actual} ${what}, ${other} ${expected}`,
    hint: 'give every language the same items, in the same order',
    example: { locale: 'tr', actual: '2', what: 'steps', other: 'the default language', expected: '3' },
  }),
  PageVersionMissing: defineError<{ key: string; language: string }>({
    code: 'ES0172',
    title: 'Page without a version in a language',
    when: 'A page of the site has no version in one of its languages.',
    message: ({ key, language }) => `page ${key} has no ${language} version`,
    hint: 'add the file of that language',
    example: { key: 'about', language: 'tr' },
  }),
  LanguageTexts: defineError<{ missing: string[]; extra: string[] }>({
    code: 'ES0173',
    title: 'Text missing or extra in a language',
    when: 'A shared YAML file (FAQ, testimonials) gives a text in too few languages, or in one the site does not have.',
    message: ({ missing, extra }) =>
      missing.length > 0
        ? `has no ${list(missing)} text`
        : `has a text in ${list(extra)}, which is not a language of the site`,
    hint: 'give the text in every language of site.yaml, and only those',
    example: { missing: ['tr'], extra: [] },
  }),
  NotASiteLanguage: defineError<{ code: string }>({
    code: 'ES0174',
    title: 'Not a language of the site',
    when: 'A key names a language that `site.yaml` does not list.',
    message: ({ code }) => `"${code}" is not a language of the site`,
    hint: 'use a language of site.yaml languages, or add it there',
    example: { code: 'de' },
  }),
  LanguageFileNotInSite: defineError<{ code: string }>({
    code: 'ES0175',
    title: 'Locale file of an unknown language',
    when: 'A file of content/locales/ is named after a language `site.yaml` does not list.',
    message: ({ code }) => `language "${code}" is not in site.yaml's languages`,
    hint: ({ code }) => `add ${code} to languages in site.yaml, or remove the file`,
    example: { code: 'de' },
  }),
  PersonDiffers: defineError<{ index: number; theirs: string; ours?: string; language: string }>({
    code: 'ES0176',
    title: 'People differ between languages',
    when: 'The people of a testimonial or team list differ between the language files.',
    message: ({ index, theirs, ours, language }) =>
      ours === undefined
        ? `has a person "${theirs}" the ${language} file does not`
        : `person ${index + 1} is "${theirs}", not "${ours}"`,
    hint: 'list the same people, in the same order, in every language',
    example: { index: 0, theirs: 'Ayşe', ours: 'Ayse', language: 'English' },
  }),
  UnknownReference: defineError<{ kind: string; id: string }>({
    code: 'ES0177',
    title: 'Reference to no entry',
    when: 'A field names an occasion, service or other entry that does not exist.',
    message: ({ kind, id }) => `there is no ${kind} "${id}"`,
    hint: 'write the id of an existing entry: its file name without language and extension',
    example: { kind: 'occasion', id: 'weddings' },
  }),
  UnknownExplorePage: defineError<{ name: string }>({
    code: 'ES0178',
    title: 'Unknown page to explore',
    when: '`navigation.yaml` `explore` names a list or page that does not exist.',
    message: ({ name }) => `there is no page "${name}" to explore`,
    hint: 'name a list with entries or a page of content/pages/',
    example: { name: 'gallery' },
  }),
  TagSpelling: defineError<{ tag: string; spelling: string; where: string }>({
    code: 'ES0179',
    title: 'Tag spelt two ways',
    when: 'Posts or tags.yaml write one tag in two spellings (case or accents).',
    message: ({ tag, spelling, where }) => `tag "${tag}" is written differently from "${spelling}"${where}`,
    hint: ({ spelling }) => `write "${spelling}"`,
    example: { tag: 'Düğün', spelling: 'düğün', where: ' in the posts' },
  }),
  TagLabelInTagLanguage: defineError<{ code: string; tag: string }>({
    code: 'ES0180',
    title: 'Tag label in the tags’ own language',
    when: '`tags.yaml` gives a label in the language tags are written in, which the tag itself already is.',
    message: ({ code }) => `a label in ${code}, the language tags are written in`,
    hint: ({ tag, code }) => `the key "${tag}" is the ${code} label; remove this line`,
    example: { code: 'en', tag: 'weddings' },
  }),
  SlugInvalid: defineError<{ said: string }>({
    code: 'ES0181',
    title: 'Invalid slug',
    when: 'A slug (a file name or `new post` argument) is too long, has other characters than a–z, digits and hyphens, or is reserved.',
    message: ({ said }) => said,
    hint: 'write it like wedding-budget-basics',
    example: { said: '"Wedding Budget" is not a valid slug' },
  }),
} as const;
