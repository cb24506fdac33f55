/**
 * The site's one client script (docs/decisions.md, "One small script"): each module enhances markup that already
 * works without it.
 * The not-found swap runs first because it may replace the whole body.
 */
import { initCarousels } from './carousel.ts';
import { initDropdowns } from './dropdown.ts';
import { initEnquiry } from './enquiry.ts';
import { initExclusiveDetails } from './faq.ts';
import { initHeaderShadow } from './header-shadow.ts';
import { initLanguageToast } from './language-toast.ts';
import { initLoadMore } from './load-more.ts';
import { initMap } from './map.ts';
import { initMobileMenu } from './mobile-menu.ts';
import { initNotFound } from './not-found.ts';
import { initScrollTop } from './scroll-top.ts';

// The not-found swap may replace the whole body, so the rest starts after it, whatever its outcome.
void initNotFound()
  .catch(() => undefined)
  .then(() => {
    document.documentElement.classList.add('js');
    initHeaderShadow();
    initDropdowns();
    initMobileMenu();
    initLanguageToast();
    initCarousels();
    initLoadMore();
    initExclusiveDetails();
    initScrollTop();
    initMap();
    initEnquiry();
  });
