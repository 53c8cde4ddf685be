import { chakra, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../../api/errors';
import { FormAlert } from '../../../../components/form/FormAlert';
import { toast } from '../../../../components/toast/toast-store';
import { frAdmin } from '../../../../i18n/fr-admin';
import type { UserDto } from '../../admin-api';
import { useUserActions } from '../../hooks/use-admin-actions';
import { Button } from '../ui/Button';
import { Checkbox, Field, Select, TextInput } from '../ui/fields';
import { Modal } from '../ui/Modal';

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

export function UserModal({ user, onClose }: { user: UserDto | null; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => fromUser(user));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = useUserActions();
  // Any change may fix what the banner complains about: it goes, and the next submit says again if not.
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setError(null);
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const username = draft.username.trim();
    const email = draft.email.trim();
    if (!username || !email || (!user && !draft.password)) return setError(user ? t.requiredEdit : t.required);
    setBusy(true);
    setError(null);
    const common = {
      username,
      email,
      role: draft.role,
      display_name: draft.display_name.trim() || null,
      is_active: draft.is_active,
    };
    try {
      if (user) await actions.update(user.id, draft.password ? { ...common, password: draft.password } : common);
      else await actions.create({ ...common, password: draft.password });
      toast.success(user ? t.updated : t.created);
      onClose();
    } catch (caught) {
      setError(errorText(caught, frAdmin.common.error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={user ? t.editTitle : t.createTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {frAdmin.common.cancel}
          </Button>
          <Button type="submit" form="user-form" busy={busy}>
            {user ? frAdmin.common.save : frAdmin.common.create}
          </Button>
        </>
      }
    >
      <chakra.form id="user-form" display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
        <FormAlert message={error} />
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
        <Field label={t.role}>
          {({ id }) => (
            <Select id={id} value={draft.role} onChange={(e) => set('role', e.target.value as Role)}>
              <option value="contributor">{frAdmin.roles.contributor}</option>
              <option value="admin">{frAdmin.roles.admin}</option>
              {/* Spec §5 offers only contributor and admin; an existing editor keeps their role. */}
              {user?.role === 'redacteur' && <option value="redacteur">{frAdmin.roles.redacteur}</option>}
            </Select>
          )}
        </Field>
        <Checkbox label={t.activeLabel} checked={draft.is_active} onChange={(e) => set('is_active', e.target.checked)} />
      </chakra.form>
    </Modal>
  );
}
