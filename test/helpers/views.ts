/** Page assets for building views without building the assets: fixed URLs, every image 10×10. */
import type { PageAssets } from '../../src/view/page-assets.ts';

export const STUB_ASSETS: PageAssets = {
  css: '/assets/site.css',
  componentCss: { enquiry: '/assets/enquiry.css', service: '/assets/service.css' },
  js: '/assets/site.js',
  fonts: ['/assets/fonts/serif.woff2'],
  favicon: '/favicon.svg',
  icon: '/favicon.ico',
  appleTouchIcon: '/apple-touch-icon.png',
  manifest: '/site.webmanifest',
  manifestIcons: [],
  image: (path: string) => ({ src: `/images/${path}`, width: 10, height: 10 }),
  socialImage: () => ({ src: '/images/social.jpg', width: 1200, height: 630 }),
};
