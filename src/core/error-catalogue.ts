/**
 * The error catalogue: every error an editor or user can meet, each with a stable code (`ES0101`: two digits of
 * area, two of the error), a title, when it happens, its message made from the facts of the throw site, and the
 * usual fix. Every {@link EventsiteError} is made from an entry (`new InvalidContentError(catalogue.NotUtf8(), …)`);
 * docs/errors.md is generated from it (`npm run docs:errors`).
 */
import { CLI_ERRORS } from './error-catalogue/cli.ts';
import { CONTENT_ERRORS } from './error-catalogue/content.ts';
import { IMAGE_ERRORS } from './error-catalogue/images.ts';
import { LANGUAGE_ERRORS } from './error-catalogue/languages.ts';
import { LINK_ERRORS } from './error-catalogue/links.ts';
import { MARKDOWN_ERRORS } from './error-catalogue/markdown.ts';
import { OUTPUT_ERRORS } from './error-catalogue/output.ts';
import { TEMPLATE_ERRORS } from './error-catalogue/templates.ts';
import { YAML_ERRORS } from './error-catalogue/yaml.ts';

/** The catalogue by area, in the order docs/errors.md lists them. */
export const CATALOGUE_AREAS = [
  { area: 'Content', entries: { ...CONTENT_ERRORS, ...YAML_ERRORS, ...MARKDOWN_ERRORS, ...LANGUAGE_ERRORS } },
  { area: 'Links', entries: LINK_ERRORS },
  { area: 'Images', entries: IMAGE_ERRORS },
  { area: 'Templates', entries: TEMPLATE_ERRORS },
  { area: 'Output', entries: OUTPUT_ERRORS },
  { area: 'Command line and servers', entries: CLI_ERRORS },
] as const;

/** Every entry by name. */
export const catalogue = {
  ...CONTENT_ERRORS,
  ...YAML_ERRORS,
  ...MARKDOWN_ERRORS,
  ...LANGUAGE_ERRORS,
  ...LINK_ERRORS,
  ...IMAGE_ERRORS,
  ...TEMPLATE_ERRORS,
  ...OUTPUT_ERRORS,
  ...CLI_ERRORS,
};

export type { CataloguedMessage } from './error-catalogue/define.ts';
