import { frAdmin } from '../../../i18n/fr-admin';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Spec §5: an image, at most 5 MB; the error text, or null when the file may be sent. */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return frAdmin.profile.notImage;
  if (file.size > AVATAR_MAX_BYTES) return frAdmin.profile.tooLarge;
  return null;
}

/** Spec §2.17: contributor and admin get their French label, any other role is shown as is. */
export function profileRoleLabel(role: string): string {
  if (role === 'contributor') return frAdmin.roles.contributor;
  if (role === 'admin') return frAdmin.roles.admin;
  return role;
}
