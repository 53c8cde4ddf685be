import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Chakra's spinner recipe (its `base`), for spinners styled by class (theme/static-styles.ts): the
 * element also carries the `chakra-spinner` class, as Chakra's Spinner does.
 */
export const SPINNER_STYLE: SystemStyleObject = {
  display: 'inline-block',
  borderColor: 'currentColor',
  borderStyle: 'solid',
  borderWidth: '2px',
  borderRadius: 'full',
  width: 'var(--spinner-size)',
  height: 'var(--spinner-size)',
  animation: 'spin',
  animationDuration: 'slowest',
  '--spinner-track-color': 'transparent',
  borderBottomColor: 'var(--spinner-track-color)',
  borderInlineStartColor: 'var(--spinner-track-color)',
};
