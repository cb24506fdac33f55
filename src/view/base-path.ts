/**
 * The path prefix of a site served under a folder (`https://owner.github.io/repo/`): the built files' URLs and
 * the root-relative links of markdown bodies, as pages write them. The route table gives pages' hrefs with the
 * prefix already (`RouteTable.link`); the assets and the bodies are made without it, so that one build of them
 * serves any prefix.
 */
import { underBase } from '../core/url-paths.ts';
import type { ImageView } from '../site/view-types.ts';
import type { PageAssets } from './page-assets.ts';

/** An image's `src` and `srcset` values under `base`. */
function imageUnderBase(image: ImageView, base: string): ImageView {
  const { raster } = image;
  const src = underBase(base, image.src);
  if (!raster) return { ...image, src };
  return {
    ...image,
    src,
    raster: {
      ...raster,
      avif: underBase(base, raster.avif),
      webp: underBase(base, raster.webp),
      fallback: underBase(base, raster.fallback),
    },
  };
}

/**
 * The assets as pages under the path prefix `base` link them (`/assets/site.css` → `/repo/assets/site.css`); the
 * same object when `base` is empty. `socialImage` keeps the site's own path: it is only made absolute
 * (`RouteTable.absolute`, which adds the prefix).
 */
export function assetsUnderBase(assets: PageAssets, base: string): PageAssets {
  if (!base) return assets;
  const under = (href: string) => underBase(base, href);
  return {
    ...assets,
    css: under(assets.css),
    componentCss: { enquiry: under(assets.componentCss.enquiry), service: under(assets.componentCss.service) },
    js: under(assets.js),
    favicon: under(assets.favicon),
    icon: under(assets.icon),
    appleTouchIcon: under(assets.appleTouchIcon),
    manifest: under(assets.manifest),
    fonts: assets.fonts.map(under),
    image: (path) => imageUnderBase(assets.image(path), base),
  };
}

/**
 * The HTML of a markdown body with its root-relative links under `base` (`<a href="/tr/sss">` →
 * `<a href="/repo/tr/sss">`). The body is rehype-stringify's output: a `<` of text is always written `&#x3C;`, and
 * `href` is an `<a>`'s first attribute, so `<a href="/` only ever starts a link. `//host` links are left alone.
 */
export function bodyUnderBase(html: string, base: string): string {
  return base ? html.replace(/<a href="\/(?!\/)/g, `<a href="${base}/`) : html;
}
