import { frAuth } from '../i18n/fr-auth';

export type StrengthScore = 0 | 1 | 2 | 3 | 4 | 5;

/** Spec §5: one point each for length ≥ 8, length ≥ 12, mixed case, a digit, a special character. */
export function passwordStrength(password: string): StrengthScore {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (password.length >= 12) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return score as StrengthScore;
}

export function strengthLabel(score: StrengthScore): string {
  return frAuth.register.strength[score];
}

/** Meter colour per score: red for weak, amber for medium, green from « Bon ». */
export function strengthColor(score: StrengthScore): string {
  if (score <= 1) return '#F87171';
  if (score === 2) return '#FBBF24';
  if (score === 3) return '#A3E635';
  return '#4ADE80';
}
