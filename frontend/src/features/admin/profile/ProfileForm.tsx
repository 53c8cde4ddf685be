import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../api/errors';
import type { SessionUser } from '../../../api/models';
import { FormAlert } from '../../../components/form/FormAlert';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import type { UpdateProfilePayload } from '../shared/admin-api';
import { useProfileActions } from './use-profile-actions';
import { Button } from '../shared/ui/Button';
import { TextArea, TextInput } from '../shared/ui/fields';
import { Card } from '../shared/ui/Surface';

const t = frAdmin.profile;

/**
 * Spec §2.17, right card. Accounts linked to the billing system keep their email and password there:
 * the email is read-only for everyone, the password block only exists without a billing client id.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const linked = user.whmcs_client_id !== null;
  const [username, setUsername] = useState(user.username);
  const [bio, setBio] = useState(user.bio ?? '');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = useProfileActions();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return setError(t.usernameRequired);
    if ((next || confirm) && next !== confirm) return setError(t.mismatch);
    setBusy(true);
    setError(null);
    const payload: UpdateProfilePayload = { username: username.trim(), bio: bio.trim() || null };
    if (!linked && next) Object.assign(payload, { currentPassword: current, newPassword: next, confirmPassword: confirm });
    try {
      await actions.update(payload);
      setCurrent('');
      setNext('');
      setConfirm('');
      toast.success(t.updated);
    } catch (caught) {
      setError(errorText(caught, t.updateError));
    } finally {
      setBusy(false);
    }
  };

  const passwordFields = [
    [t.currentPassword, current, setCurrent, 'current-password'],
    [t.newPassword, next, setNext, 'new-password'],
    [t.confirmPassword, confirm, setConfirm, 'new-password'],
  ] as const;
  return (
    <Card>
      <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
        <FormAlert message={error} />
        <TextInput
          label={t.username}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
        />
        <TextInput label={t.email} type="email" value={user.email} readOnly hint={linked ? t.emailSynced : t.emailReadOnly} />
        <TextArea label={t.bio} value={bio} placeholder={t.bioPlaceholder} rows={4} onChange={(e) => setBio(e.target.value)} />
        {!linked && (
          <Box as="fieldset" borderTopWidth="1px" borderColor="border" pt="4">
            <Text as="legend" fontWeight="bold" mb="3">
              {t.passwordTitle}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {passwordFields.map(([label, value, change, autoComplete]) => (
                <TextInput
                  key={label}
                  label={label}
                  type="password"
                  value={value}
                  onChange={(e) => change(e.target.value)}
                  autoComplete={autoComplete}
                />
              ))}
            </SimpleGrid>
          </Box>
        )}
        <Box>
          <Button type="submit" busy={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
        </Box>
      </chakra.form>
    </Card>
  );
}
