import { defineKeyframes, defineTokens } from '@chakra-ui/react';

/**
 * The few raw colours the pages use. Chakra's full palette module is one object literal that
 * cannot be tree-shaken, so the needed scales are restated here.
 */
export const colors = defineTokens.colors({
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  black: { value: '#09090B' },
  white: { value: '#FFFFFF' },
  whiteAlpha: {
    50: { value: 'rgba(255, 255, 255, 0.04)' },
    100: { value: 'rgba(255, 255, 255, 0.06)' },
    200: { value: 'rgba(255, 255, 255, 0.08)' },
    300: { value: 'rgba(255, 255, 255, 0.16)' },
    400: { value: 'rgba(255, 255, 255, 0.24)' },
    500: { value: 'rgba(255, 255, 255, 0.36)' },
  },
  blackAlpha: {
    300: { value: 'rgba(0, 0, 0, 0.16)' },
    500: { value: 'rgba(0, 0, 0, 0.36)' },
  },
  gray: {
    300: { value: '#D4D4D8' },
    400: { value: '#A1A1AA' },
    500: { value: '#71717A' },
    900: { value: '#18181B' },
  },
  red: { 300: { value: '#FCA5A5' }, 400: { value: '#F87171' } },
  green: { 300: { value: '#86EFAC' }, 400: { value: '#4ADE80' } },
});

/** Only the spinner's animation. */
export const keyframes = defineKeyframes({
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
});
