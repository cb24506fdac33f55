import { describe, expect, it } from 'vitest';
import { internalPath } from '../../../src/site/check-links.ts';
import { encodePath } from '../../../src/core/url-paths.ts';
import { tagSlug } from '../../../src/content/collections/slug.ts';

describe('tag URLs', () => {
  it('keeps # and ? of a tag inside the path', () => {
    expect(encodePath(`/tags/${tagSlug('C#', 'tr')}`)).toBe('/tags/c%23');
    expect(encodePath(`/tags/${tagSlug('Ne Zaman?', 'tr')}`)).toBe('/tags/ne-zaman%3F');
  });
  it('turns a slash in a tag into a hyphen, not a folder', () => {
    expect(tagSlug('Ses/Işık', 'tr')).toBe('ses-ışık');
  });
  it('reads an encoded link back to the decoded route URL', () => {
    expect(internalPath(encodePath('/tags/istanbul-düğünü'))).toBe('/tags/istanbul-düğünü');
    expect(internalPath('/tags/c%23#top')).toBe('/tags/c#');
  });
});
