/**
 * Spec §5: lower-case, strip accents, replace runs of non-alphanumeric characters with a hyphen, trim
 * hyphens at the ends.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `base`, else `base-2`, `base-3`… : the first one `isTaken` says is free. */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>, maxLength = 120): Promise<string> {
  const root = (slugify(base) || 'sans-titre').slice(0, maxLength - 8).replace(/-+$/, '');
  if (!(await isTaken(root))) return root;
  for (let n = 2; n < 10000; n += 1) {
    const candidate = `${root}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${root}-${Date.now()}`;
}
