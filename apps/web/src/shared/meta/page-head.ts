import { type HeadTag, OPTIONAL_HEAD_SELECTORS } from '@platform/domain';

// The tags themselves are built in libs/domain, so the server writes the same ones into the
// pages it renders (the Academy's workshop pages); this file keeps them in step in the browser.
export {
  canonicalPath,
  escapeHtmlText,
  headTagsToHtml,
  localizedUrl,
  pageHeadTags,
  type HeadTag,
  type PageHeadInput,
  type PageMetaValues,
} from '@platform/domain';

/**
 * Puts the tags into the live document: updates the ones there, adds the missing ones and
 * drops optional ones this page does not have.
 */
export function applyHeadTags(tags: readonly HeadTag[]): void {
  for (const selector of OPTIONAL_HEAD_SELECTORS) {
    if (!tags.some((tag) => tag.selector === selector)) {
      document.head.querySelector(selector)?.remove();
    }
  }
  for (const tag of tags) {
    let element = document.head.querySelector(tag.selector);
    if (!element) {
      element = document.createElement(tag.tag);
      document.head.append(element);
    }
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  }
}
