import type sharp from 'sharp';

let loaded: typeof sharp | null = null;

/**
 * sharp brings libvips, about 20 MB of resident memory: it is loaded on the first image to process,
 * so an API process that only serves readers never pays for it.
 */
export function loadSharp(): typeof sharp {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('sharp') as typeof sharp;
  return loaded;
}
