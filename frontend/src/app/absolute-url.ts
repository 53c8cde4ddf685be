/**
 * Absolute URL of a path or an uploaded file, for canonical and social tags and structured data
 * (a module of its own: the pages use it, the head's tags are written by the server, head-tags.ts).
 */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('/blog')) return `${publicUrl}${pathOrUrl}`;
  return `${publicUrl}/blog${pathOrUrl === '/' ? '/' : pathOrUrl}`;
}
