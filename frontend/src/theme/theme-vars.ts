/** Spec §3 defaults, used until (and whenever) the settings cannot be loaded. */
export const DEFAULT_THEME: Readonly<Record<string, string>> = {
  color_primary: '#FACC15',
  color_secondary: '#1E2530',
  color_background: '#0F1419',
  color_surface: '#23262F',
  color_text: '#F3F4F6',
  color_text_secondary: '#9CA3AF',
};

const CSS_COLOR = /^#[0-9A-Fa-f]{3,8}$/;

/** `color_text_secondary` → `--color-text-secondary` (spec §7: underscores to dashes, two leading dashes). */
export function cssVariableName(key: string): string {
  return `--${key.replace(/_/g, '-')}`;
}

/**
 * The CSS variables for a settings map: every `color_*` key, over the defaults. Values that are not
 * hex colours are dropped, since they end up in a style sheet.
 */
export function themeVariables(settings: Record<string, string> | null | undefined): Record<string, string> {
  const merged: Record<string, string> = { ...DEFAULT_THEME };
  for (const [key, value] of Object.entries(settings ?? {})) {
    if (key.startsWith('color_') && typeof value === 'string' && CSS_COLOR.test(value.trim())) merged[key] = value.trim();
  }
  return Object.fromEntries(Object.entries(merged).map(([key, value]) => [cssVariableName(key), value]));
}

/** `:root{--color-primary:#FACC15;…}` for the server-rendered head, so the first paint has the theme. */
export function themeStyleSheet(variables: Record<string, string>): string {
  const body = Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}

/** Applies the variables on the document root (browser only). */
export function applyThemeVariables(variables: Record<string, string>, root: HTMLElement): void {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}
