import { SimpleGrid } from '@chakra-ui/react';
import { frAdmin } from '../../../i18n/fr-admin';
import type { UserDto } from '../shared/admin-api';
import { useUserActions } from './use-user-actions';
import { useEntityForm } from '../shared/use-entity-form';
import { EntityFormModal } from '../shared/ui/EntityFormModal';
import { Checkbox, SelectField, TextInput } from '../shared/ui/fields';

const t = frAdmin.users;
type Role = UserDto['role'];

interface Draft {
  username: string;
  display_name: string;
  email: string;
  password: string;
  role: Role;
  is_active: boolean;
}

/** Spec §5: the form starts as a contributor; a blank password on edit keeps the current one. */
const fromUser = (u: UserDto | null): Draft =>
  u
    ? {
        username: u.username,
        display_name: u.display_name ?? '',
        email: u.email,
        password: '',
        role: u.role,
        is_active: u.is_active,
      }
    : { username: '', display_name: '', email: '', password: '', role: 'contributor', is_active: true };

/** Spec §5 offers only contributor and admin; an existing editor keeps their role. */
const roleOptions = (user: UserDto | null) => {
  const roles: Role[] = user?.role === 'redacteur' ? ['contributor', 'admin', 'redacteur'] : ['contributor', 'admin'];
  return roles.map((role) => ({ value: role, label: frAdmin.roles[role] }));
};

export function UserModal({ user, onClose }: { user: UserDto | null; onClose: () => void }) {
  const actions = useUserActions();
  const form = useEntityForm<Draft>({
    initial: () => fromUser(user),
    validate: (draft) => {
      // A new user needs a password; on edit, a blank one keeps the current.
      const complete = draft.username.trim() && draft.email.trim() && (user || draft.password);
      return complete ? null : user ? t.requiredEdit : t.required;
    },
    save: (draft) => {
      const common = {
        username: draft.username.trim(),
        email: draft.email.trim(),
        role: draft.role,
        display_name: draft.display_name.trim() || null,
        is_active: draft.is_active,
      };
      return user
        ? actions.update(user.id, draft.password ? { ...common, password: draft.password } : common)
        : actions.create({ ...common, password: draft.password });
    },
    success: user ? t.updated : t.created,
    onClose,
  });
  const { draft, set } = form;

  return (
    <EntityFormModal editing={Boolean(user)} texts={t} formId="user-form" form={form} onClose={onClose}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextInput
          label={t.username}
          required
          value={draft.username}
          onChange={(e) => set('username', e.target.value)}
          autoComplete="off"
        />
        <TextInput label={t.displayName} value={draft.display_name} onChange={(e) => set('display_name', e.target.value)} />
      </SimpleGrid>
      <TextInput
        label={t.email}
        type="email"
        required
        value={draft.email}
        onChange={(e) => set('email', e.target.value)}
        autoComplete="off"
      />
      <TextInput
        label={t.password}
        type="password"
        required={!user}
        hint={user ? t.passwordKeep : undefined}
        value={draft.password}
        onChange={(e) => set('password', e.target.value)}
        autoComplete="new-password"
      />
      <SelectField
        label={t.role}
        value={draft.role}
        options={roleOptions(user)}
        onChange={(e) => set('role', e.target.value as Role)}
      />
      <Checkbox label={t.activeLabel} checked={draft.is_active} onChange={(e) => set('is_active', e.target.checked)} />
    </EntityFormModal>
  );
}
