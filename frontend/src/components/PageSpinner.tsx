import { fr } from '../i18n/fr';
import { SPINNER_STYLE } from '../theme/spinner';
import { defineStyles, useStaticStyles } from '../theme/static-styles';

const styles = defineStyles({
  status: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', py: '16', color: 'fg.muted' },
  // Chakra's spinner recipe at size lg, with this screen's colour and width.
  spinner: { ...SPINNER_STYLE, borderColor: 'primary.solid', borderWidth: '3px', '--spinner-size': 'sizes.8' },
});

/** Centred spinner with a French label, announced to screen readers. */
export function PageSpinner({ label = fr.common.loading }: { label?: string }) {
  const s = useStaticStyles(styles);
  return (
    <div role="status" className={s.status}>
      <span className={`chakra-spinner ${s.spinner}`} />
      <p>{label}</p>
    </div>
  );
}
