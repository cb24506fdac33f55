/**
 * Loads the article collections (occasions, guides, case studies, standalone pages) and checks what they refer
 * to: the service, the posts and the occasion each names must exist, as must the pages the home page's explore
 * cards name (a list page, the portfolio or a standalone page). A folder that does not exist is
 * an empty collection.
 */
import path from 'node:path';
import { InvalidContentError, type EventsiteError } from '../../core/errors.ts';
import type { Article, Articles, CaseStudy, Guide, Occasion, StandalonePage } from '../types.ts';
import { caseStudies, guides, occasions, pages } from './articles.ts';
import { loadCollection, type EntryTools } from './collection.ts';
import { collectionFiles } from './collection-files.ts';
import type { ContentStore } from '../source/content-store.ts';
import type { ImagePlaceName } from '../images/image-places.ts';
import type { ParsedFile } from '../source/parse-file.ts';
import type { Navigation } from '../schemas.ts';
import type { ContentDocument } from '../site-documents.ts';
import { prepareFiles } from '../source/prepare-files.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** The loaded articles and their files as listed. */
export interface LoadedArticles {
  files: readonly { absolute: string }[];
  articles: Articles;
}

/** No articles (a load that stopped before the collections). */
export const NO_ARTICLES: LoadedArticles = {
  files: [],
  articles: { occasions: [], guides: [], caseStudies: [], pages: [] },
};

/** Every article, kind after kind in the order of {@link Articles}' fields. */
export function allArticles({
  occasions,
  guides,
  caseStudies,
  pages,
}: Articles): (Occasion | Guide | CaseStudy | StandalonePage)[] {
  return [...occasions, ...guides, ...caseStudies, ...pages];
}

/**
 * Lists, prepares and loads every article collection; problems go to `tools.errors`.
 * @param shownAt - the entry tools whose image lookup sizes an image for the given places.
 */
export async function loadArticles(
  root: string,
  tools: EntryTools,
  shownAt: (places: ImagePlaceName[]) => EntryTools,
  store: ContentStore | undefined,
): Promise<LoadedArticles> {
  const declarations = [occasions, guides, caseStudies, pages] as const;
  const listed = await Promise.all(
    declarations.map((c) => tools.cache.list(`collection:${root}:${c.folder}`, () => collectionFiles(root, c))),
  );
  await prepareFiles(listed.flat(), { cache: tools.cache, store });
  const [occasionList, guideList, caseStudyList, pageList] = await Promise.all([
    loadCollection(root, occasions, shownAt(['card', 'banner']), listed[0]!),
    loadCollection(root, guides, tools, listed[1]!),
    loadCollection(root, caseStudies, shownAt(['card', 'banner']), listed[2]!),
    loadCollection(root, pages, tools, listed[3]!),
  ]);
  return {
    files: listed.flat(),
    articles: { occasions: occasionList, guides: guideList, caseStudies: caseStudyList, pages: pageList },
  };
}

/** One reference of an article's shared front matter to another entry. */
interface Reference {
  article: Article<object, unknown>;
  field: string;
  index?: number;
  id: string;
  kind: 'service' | 'post' | 'occasion';
}

/** The entry ids of a collection's files (`blog/rsvp-guide.tr.md` → `rsvp-guide`), valid or not. */
export const idsOf = (files: readonly { absolute: string }[]): Set<string> =>
  new Set(files.map((f) => path.basename(f.absolute).split('.')[0]!));

/** The ids of the occasions' files, valid or not. */
export const occasionIds = (loaded: LoadedArticles): Set<string> =>
  idsOf(loaded.files.filter((f) => f.absolute.includes(`${path.sep}occasions${path.sep}`)));

/** The list pages the home page's explore cards may name besides standalone pages. */
const EXPLORE_LISTS = ['occasions', 'guides', 'caseStudies', 'portfolio'] as const;

/**
 * Every explore card of `navigation.yaml` that names neither a list page that has entries nor a standalone page.
 * @param navigation - the navigation document, for the line of each card.
 * @param portfolio - whether `content/portfolio.yaml` exists (valid or not).
 */
export function checkExploreReferences(
  loaded: LoadedArticles,
  navigation: ContentDocument<Navigation>,
  portfolio: boolean,
): EventsiteError[] {
  // A list whose files exist counts, valid or not: an invalid entry reports itself, not the card that names its list.
  const folders = { occasions: 'occasions', guides: 'guides', caseStudies: 'case-studies' } as const;
  const lists = new Set<string>(
    EXPLORE_LISTS.filter((kind) =>
      kind === 'portfolio'
        ? portfolio
        : loaded.files.some((f) => f.absolute.includes(`${path.sep}${folders[kind]}${path.sep}`)),
    ),
  );
  const pages = new Set(loaded.articles.pages.map((page) => page.id));
  return navigation.data.explore.flatMap((name, index) =>
    lists.has(name) || pages.has(name)
      ? []
      : [
          new InvalidContentError(catalogue.UnknownExplorePage({ name }), {
            file: navigation.parsed.file,
            line: navigation.parsed.source.locate(['explore', index]).line,
            field: `explore.${index}`,
            expected: `${EXPLORE_LISTS.join(', ')} (a list with entries) or the id of a page of content/pages/: ${[...pages].join(', ') || 'none yet'}`,
          }),
        ],
  );
}

/**
 * Every reference that names no entry: an occasion's or case study's `service`, an occasion's `posts`, a case
 * study's `occasion`, a guide's `services`. An entry whose file exists but is invalid is no missing entry (its
 * own errors say what is wrong).
 * @param known - the ids of the services' and posts' files ({@link idsOf}).
 * @param parsedOf - the parsed default-language file of an article (for the line of the field).
 */
export function checkArticleReferences(
  loaded: LoadedArticles,
  known: { services: ReadonlySet<string>; posts: ReadonlySet<string> },
  parsedOf: (file: string) => ParsedFile | undefined,
): EventsiteError[] {
  const articles = loaded.articles;
  const ids = {
    service: known.services,
    post: known.posts,
    occasion: occasionIds(loaded),
  };
  const references: Reference[] = [
    ...articles.occasions.flatMap((article): Reference[] => [
      { article, field: 'service', id: article.shared.service, kind: 'service' },
      ...article.shared.posts.map((id, index): Reference => ({ article, field: 'posts', index, id, kind: 'post' })),
    ]),
    ...articles.caseStudies.flatMap((article): Reference[] => [
      { article, field: 'service', id: article.shared.service, kind: 'service' },
      ...(article.shared.occasion
        ? [{ article, field: 'occasion', id: article.shared.occasion, kind: 'occasion' } satisfies Reference]
        : []),
    ]),
    ...articles.guides.flatMap((article) =>
      article.shared.services.map((id, index): Reference => ({
        article,
        field: 'services',
        index,
        id,
        kind: 'service',
      })),
    ),
  ];
  const folders = { service: 'services', post: 'blog', occasion: 'occasions' } as const;
  return references
    .filter((r) => !ids[r.kind].has(r.id))
    .map((r) => {
      const file = Object.values(r.article.locales)[0]!.file;
      const path = r.index === undefined ? [r.field] : [r.field, r.index];
      return new InvalidContentError(catalogue.UnknownReference({ kind: r.kind, id: r.id }), {
        file,
        line: parsedOf(file)?.source.locate(path).line,
        field: path.join('.'),
        expected: `the id of ${r.kind === 'occasion' ? 'an' : 'a'} ${r.kind}: a file name of content/${folders[r.kind]}/ without its language and extension`,
      });
    });
}
