import { useEffect, useRef } from 'react';
import { defineStyles, useStaticStyles } from '../../theme/static-styles';

const styles = defineStyles({
  alert: {
    px: '4',
    py: '3',
    rounded: 'lg',
    bg: 'rgba(248, 113, 113, 0.12)',
    borderWidth: '1px',
    borderColor: 'rgba(248, 113, 113, 0.45)',
    color: '#FCA5A5',
    fontSize: 'sm',
    scrollMarginTop: '24',
    scrollMarginBottom: '8',
    _focusVisible: { outline: '2px solid', outlineColor: '#FCA5A5', outlineOffset: '2px' },
  },
});

interface FormAlertProps {
  message: string | null;
  /**
   * Counts the form's attempts: the same message refused twice in a row is brought back into view and
   * focused again, where a person who just pressed the button is looking.
   */
  attempt?: number;
}

/**
 * The form-level error. It is announced (`role="alert"`), receives focus and is scrolled into view the
 * moment it appears, so a refusal drawn above the fold is never missed.
 */
export function FormAlert({ message, attempt = 0 }: FormAlertProps) {
  const s = useStaticStyles(styles);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alert = ref.current;
    if (!alert) return;
    alert.focus({ preventScroll: true });
    alert.scrollIntoView({ block: 'center', behavior: 'auto' });
  }, [message, attempt]);
  if (!message) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} data-testid="form-error" className={s.alert}>
      {message}
    </div>
  );
}
