import type { SystemStyleObject } from '@chakra-ui/react';
import { frAuth } from '../../../i18n/fr-auth';
import { passwordStrength, strengthColor, strengthLabel, type StrengthScore } from '../../../lib/password-strength';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';

const SCORES: StrengthScore[] = [0, 1, 2, 3, 4, 5];

const segment = (bg: string): SystemStyleObject => ({ h: '1.5', flex: '1', rounded: 'full', bg, transition: 'background 0.2s' });

/** One class per score for what takes the score's colour (a handful of known colours, see strengthColor). */
function byScore(style: (color: string) => SystemStyleObject) {
  const entries = SCORES.map((score) => [score, style(strengthColor(score))]);
  return defineStyles(Object.fromEntries(entries) as Record<`${StrengthScore}`, SystemStyleObject>);
}

const styles = defineStyles({
  bar: { display: 'flex', gap: '1', mt: '2' },
  segmentOff: segment('whiteAlpha.200'),
  label: { fontSize: 'xs', mt: '1', color: 'fg.muted' },
});
const segmentOn = byScore(segment);
const word = byScore((color) => ({ color, fontWeight: 'bold' }));

/** Spec §5 meter: five segments, the score's label in words. */
export function StrengthMeter({ password }: { password: string }) {
  const s = useStaticStyles(styles);
  const on = useStaticStyles(segmentOn);
  const words = useStaticStyles(word);
  const score = passwordStrength(password);
  return (
    <div aria-live="polite">
      <div aria-hidden="true" className={s.bar}>
        {[1, 2, 3, 4, 5].map((step) => (
          <div key={step} className={step <= score ? on[score] : s.segmentOff} />
        ))}
      </div>
      <p data-testid="strength-label" className={s.label}>
        {frAuth.register.strengthLabel} : <span className={words[score]}>{strengthLabel(score)}</span>
      </p>
    </div>
  );
}
