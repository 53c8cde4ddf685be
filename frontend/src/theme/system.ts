import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineSemanticTokens,
  mergeConfigs,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import { breakpoints } from '@chakra-theme/breakpoints.js';
import { globalCss } from '@chakra-theme/global-css.js';
import { layerStyles } from '@chakra-theme/layer-styles.js';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner.js';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows.js';
import { textStyles } from '@chakra-theme/text-styles.js';
import { animations } from '@chakra-theme/tokens/animations.js';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-theme/tokens/blurs.js';
import { borders } from '@chakra-theme/tokens/borders.js';
import { cursor } from '@chakra-theme/tokens/cursor.js';
import { durations } from '@chakra-theme/tokens/durations.js';
import { easings } from '@chakra-theme/tokens/easings.js';
import { fontSizes } from '@chakra-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-theme/tokens/font-weights.js';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-theme/tokens/line-heights.js';
import { radii } from '@chakra-theme/tokens/radius.js';
import { sizes } from '@chakra-theme/tokens/sizes.js';
import { spacing } from '@chakra-theme/tokens/spacing.js';
import { zIndices } from '@chakra-theme/tokens/z-indices.js';
import { colors, keyframes } from './tokens';

/**
 * The site's colours are CSS variables set from the settings (theme-vars.ts); Chakra's tokens point
 * at them, so a theme change needs no re-render. The fallbacks are the spec §3 defaults.
 */
const v = (name: string, fallback: string) => ({ value: `var(--color-${name}, ${fallback})` });

const themeColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: v('background', '#0F1419'),
    subtle: v('secondary', '#1E2530'),
    muted: v('surface', '#23262F'),
    panel: v('surface', '#23262F'),
    emphasized: { value: '#2E3340' },
  },
  fg: {
    DEFAULT: v('text', '#F3F4F6'),
    muted: v('text-secondary', '#9CA3AF'),
    subtle: { value: '#6B7280' },
  },
  border: {
    DEFAULT: { value: 'rgba(255, 255, 255, 0.10)' },
    muted: { value: 'rgba(255, 255, 255, 0.06)' },
    emphasized: { value: 'rgba(255, 255, 255, 0.18)' },
  },
  primary: {
    solid: v('primary', '#FACC15'),
    contrast: v('background', '#0F1419'),
    fg: v('primary', '#FACC15'),
    muted: { value: 'color-mix(in srgb, var(--color-primary, #FACC15) 25%, transparent)' },
    subtle: { value: 'color-mix(in srgb, var(--color-primary, #FACC15) 14%, transparent)' },
    emphasized: { value: 'color-mix(in srgb, var(--color-primary, #FACC15) 35%, transparent)' },
    focusRing: v('primary', '#FACC15'),
  },
  surface: {
    DEFAULT: v('surface', '#23262F'),
    secondary: v('secondary', '#1E2530'),
  },
});

/**
 * Built from only what the public pages use (tokens, one recipe): Chakra's default system carries
 * every recipe and, with React, weighs ~131 KB gzip, over the public pages' first-load budget.
 * The public components are styled with style props, which need no recipe.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { color: 'fg', bg: 'bg', lineHeight: '1.5', colorPalette: 'primary' },
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
    'a:focus-visible, button:focus-visible, [tabindex]:focus-visible, input:focus-visible': {
      outline: '2px solid var(--color-primary, #FACC15)',
      outlineOffset: '2px',
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      animations,
      aspectRatios,
      blurs,
      borders,
      colors,
      cursor,
      durations,
      easings,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      sizes,
      spacing,
      zIndex: zIndices,
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: { colors: themeColors, radii: semanticRadii, shadows: semanticShadows },
    textStyles,
    layerStyles,
    recipes: { spinner: spinnerRecipe },
  },
});

export const systemConfig: SystemConfig = mergeConfigs(defaultBaseConfig, config);

let publicSystem: SystemContext | null = null;

/**
 * The public pages' system, built on first use rather than when the module loads: building it is the
 * largest piece of start-up work, and the browser runs it in a task of its own (boot.tsx). Screens
 * that need more recipes (the back office) build their own with
 * `createSystem(systemConfig, { theme: { recipes: … } })` inside their lazy chunk, so the public
 * first load does not carry them.
 */
export function getSystem(): SystemContext {
  publicSystem ??= createSystem(systemConfig);
  return publicSystem;
}
