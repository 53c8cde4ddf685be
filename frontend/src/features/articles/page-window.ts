/** One entry of a numbered pager: a page number, or a gap between two runs of numbers. */
export type PagerEntry = number | 'gap';

/**
 * The pages a numbered pager shows: the first and the last, and the current one with `around` pages on
 * each side; a gap stands for a skipped run (a single skipped page is shown instead of a gap).
 */
export function pageWindow(page: number, totalPages: number, around = 2): PagerEntry[] {
  const wanted = new Set([1, totalPages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= totalPages) wanted.add(p);
  const pages = [...wanted].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) entries.push(p - 1);
    else if (previous !== undefined && p - previous > 2) entries.push('gap');
    entries.push(p);
  });
  return entries;
}

/** The path of page `page` of a list whose first page is `basePath`. */
export function pagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}`;
}
