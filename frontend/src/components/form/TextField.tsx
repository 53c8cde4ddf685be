import { useId, type InputHTMLAttributes } from 'react';
import { cx, defineStyles, useStaticStyles } from '../../theme/static-styles';

const styles = defineStyles({
  label: { display: 'block', fontSize: 'sm', fontWeight: 'semibold', mb: '1.5' },
  required: { color: 'primary.fg' },
  input: {
    w: 'full',
    h: '11',
    px: '3.5',
    rounded: 'lg',
    bg: 'bg',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    _placeholder: { color: 'fg.muted' },
    _hover: { borderColor: 'whiteAlpha.400' },
    _focusVisible: { outline: '2px solid var(--color-primary, #FACC15)', outlineOffset: '1px', borderColor: 'primary.solid' },
  },
  hint: { fontSize: 'xs', color: 'fg.muted', mt: '1' },
});

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'color'> {
  label: string;
  hint?: string;
}

/** A labelled input: the label is tied to the field, a hint is announced with it. */
export function TextField({ label, hint, id, className, ...input }: TextFieldProps) {
  const s = useStaticStyles(styles);
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div>
      <label htmlFor={fieldId} className={s.label}>
        {label}
        {input.required && (
          <span aria-hidden="true" className={s.required}>
            {' '}
            *
          </span>
        )}
      </label>
      <input id={fieldId} aria-describedby={hintId} {...input} className={cx(className, s.input)} />
      {hint && (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
