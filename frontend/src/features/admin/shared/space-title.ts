import type { Role } from '../../../api/models';
import { frAdmin } from '../../../i18n/fr-admin';

/** The back office's name in its header: a contributor's own space is not the staff's « Admin Blog ». */
export function spaceTitle(role: Role): string {
  return role === 'contributor' ? frAdmin.layout.contributorSpace : frAdmin.layout.brand;
}
