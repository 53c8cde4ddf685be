import { cleanPlainText, isAllowedImageSource, sanitizeArticleHtml } from '../articles/html-sanitizer';

/** Submitted HTML goes through the same allow-list as every article save. */
export const sanitizeSubmissionHtml = (html: string): string => sanitizeArticleHtml(html);
export { cleanPlainText, isAllowedImageSource };
