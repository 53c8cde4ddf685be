/** Emitted after the transaction that created (or reset) a `pending` reward has committed. */
export const REWARD_REQUESTED = 'reward.requested';

export interface RewardRequestedEvent {
  rewardId: number;
}

/**
 * The reference that ends every WHMCS credit description, found again by GetCredits after a crash:
 * `blog-reward:<installation>:<reward>`, the installation id generated once per database so that two
 * installations sharing one WHMCS never match each other's credits.
 */
export const rewardMarker = (installationId: string, rewardId: number): string => `blog-reward:${installationId}:${rewardId}`;

/** The marker of credits sent before the installation id existed (`legacy_marker` rewards only). */
export const legacyRewardMarker = (rewardId: number): string => `blog-reward:${rewardId}`;

/** Installation ids: twelve lowercase hexadecimal digits. */
export const INSTALLATION_ID = /^[0-9a-f]{12}$/;

/**
 * The credit description: user text first, stripped of anything a later reading could take for a
 * marker, and the marker alone as its last token, in parentheses.
 */
export function rewardDescription(articleTitle: string, marker: string): string {
  const title = neutralizeMarkers(articleTitle).slice(0, 120);
  return `Récompense blog : « ${title} » (${marker})`;
}

/** `blog-reward` written by a person (an article title) becomes `blog reward`: it can never end a description as a marker. */
export function neutralizeMarkers(text: string): string {
  return text.replace(/blog\s*[-‐‑‒–—_]?\s*reward/gi, 'blog reward');
}

/**
 * True only when the description ENDS with this marker in parentheses: a marker anywhere else (in a
 * title, say) is text, never a proof of payment.
 */
export function endsWithMarker(description: string, marker: string): boolean {
  return description.trimEnd().endsWith(`(${marker})`);
}

/** The reward id a description's trailing marker names for this installation, or null. */
export function trailingRewardId(description: string, installationId: string): number | null {
  const match = /\(blog-reward:([0-9a-f]{12}):(\d{1,10})\)$/.exec(description.trimEnd());
  return match && match[1] === installationId ? Number(match[2]) : null;
}
