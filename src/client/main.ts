/** The site's one client script: each module enhances markup that already works without it. */
export {};
document.documentElement.classList.add('js');
