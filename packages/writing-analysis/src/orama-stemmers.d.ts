// The package declares its entry points in `exports`, which the project's `node` module resolution
// does not read; Node's own `require` does.
declare module '@orama/stemmers/french' {
  export function stemmer(word: string): string;
}
