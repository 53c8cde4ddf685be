import type { ReactNode } from 'react';
import { SPINNER_STYLE } from '../../theme/spinner';
import { defineStyles, useStaticStyles } from '../../theme/static-styles';

const styles = defineStyles({
  button: {
    w: 'full',
    h: '12',
    rounded: 'lg',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontWeight: 'bold',
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    _hover: { opacity: 0.92 },
    _disabled: { opacity: 0.7, cursor: 'progress' },
  },
  // Chakra's spinner recipe at size sm, in the cascade layer Chakra writes recipes in.
  spinner: { '@layer recipes': { ...SPINNER_STYLE, '--spinner-size': 'sizes.4' } },
});

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const s = useStaticStyles(styles);
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={s.button}>
      {busy && <span className={`chakra-spinner ${s.spinner}`} />}
      {children}
    </button>
  );
}
