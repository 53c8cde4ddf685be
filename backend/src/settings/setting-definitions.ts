import { type CodedError, settingErrors, validationErrors } from '../i18n/errors';
import { REWARD_CURRENCIES } from './reward-currencies';

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export interface SettingDefinition {
  default: string;
  /** Shown to visitors by GET /settings. */
  public: boolean;
  /** The French error when a value is refused, or null when it is accepted (possibly normalised). */
  validate(value: string): { error: CodedError } | { value: string };
}

const color = (fallback: string): SettingDefinition => ({
  default: fallback,
  public: true,
  validate: (value) => (HEX_COLOR.test(value) ? { value: value.toUpperCase() } : { error: validationErrors.colorInvalid }),
});

/** Spec §3: the theme colours and the reward rules, with their defaults. */
export const SETTINGS: Record<string, SettingDefinition> = {
  color_primary: color('#FACC15'),
  color_secondary: color('#1E2530'),
  color_background: color('#0F1419'),
  color_surface: color('#23262F'),
  color_text: color('#F3F4F6'),
  color_text_secondary: color('#9CA3AF'),
  article_reward_amount: {
    default: '1.00',
    public: true,
    validate: (value) => {
      if (!/^\d{1,6}(\.\d{1,2})?$/.test(value.trim())) return { error: settingErrors.rewardAmountInvalid };
      return { value: Number(value).toFixed(2) };
    },
  },
  article_reward_currency: {
    default: 'EUR',
    public: true,
    validate: (value) =>
      (REWARD_CURRENCIES as readonly string[]).includes(value) ? { value } : { error: settingErrors.currencyInvalid },
  },
  min_words_count: {
    default: '300',
    public: false,
    validate: (value) => {
      const n = Number(value);
      if (!/^\d+$/.test(value.trim()) || n < 100 || n > 100000 || n % 50 !== 0) return { error: settingErrors.minWordsInvalid };
      return { value: String(n) };
    },
  },
  auto_approve: {
    default: 'false',
    public: false,
    validate: (value) => (value === 'true' || value === 'false' ? { value } : { error: settingErrors.autoApproveInvalid }),
  },
  /**
   * The writing assistant reminds a contributor whose referencing score (share of its checks passed, in
   * percent) is below this, before they submit; it never blocks. 0: no reminder.
   */
  quality_reminder_below: {
    default: '0',
    public: false,
    validate: (value) => {
      const n = Number(value);
      if (!/^\d{1,3}$/.test(value.trim()) || n > 100) return { error: settingErrors.qualityReminderInvalid };
      return { value: String(n) };
    },
  },
};
