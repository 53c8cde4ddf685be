import * as catalogue from '../../i18n/errors';

/**
 * The stable machine code of each French error text: `<domain>.<case>`, from the error catalogue's
 * names (`articleErrors.notFound` → `article.notFound`). Clients branch on the code, never on the text,
 * which may be reworded. Each case has its own text (error-codes.spec.ts), so a text names one code.
 */
const CODES: ReadonlyMap<string, string> = (() => {
  const codes = new Map<string, string>();
  for (const [name, cases] of Object.entries(catalogue)) {
    if (!name.endsWith('Errors') || typeof cases !== 'object' || cases === null) continue;
    const domain = name.slice(0, -'Errors'.length);
    for (const [key, text] of Object.entries(cases as Record<string, unknown>)) {
      if (typeof text === 'string') codes.set(text, `${domain}.${key}`);
    }
  }
  return codes;
})();

/** The code of a catalogue text, or undefined for a text built from parameters. */
export function codeOfText(text: string): string | undefined {
  return CODES.get(text);
}
