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
  },
});

/** The form-level error, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  const s = useStaticStyles(styles);
  if (!message) return null;
  return (
    <div role="alert" data-testid="form-error" className={s.alert}>
      {message}
    </div>
  );
}
