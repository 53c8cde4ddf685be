import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../../api/errors';
import { FormAlert } from '../../../../components/form/FormAlert';
import { toast } from '../../../../components/toast/toast-store';
import { frAdmin } from '../../../../i18n/fr-admin';
import type { ProfileTag } from '../../admin-api';
import { useTagActions } from '../../hooks/use-profile-actions';
import { Button } from '../ui/Button';
import { ColorInput, Field, HEX_COLOR, TextInput } from '../ui/fields';
import { Modal } from '../ui/Modal';
import { ColorBadge } from '../ui/Surface';

const t = frAdmin.profileTags;
export const DEFAULT_TAG_COLOR = '#FCD34D';

/** Spec §2.18 / §4: create or edit a tag; the modal is unmounted on close, which resets it. */
export function TagModal({ tag, onClose }: { tag: ProfileTag | null; onClose: () => void }) {
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState(tag?.color ?? DEFAULT_TAG_COLOR);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = useTagActions();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t.nameRequired);
    if (!HEX_COLOR.test(color)) return setError(t.invalidColor);
    setBusy(true);
    setError(null);
    try {
      await actions.save(tag?.id ?? null, name.trim(), color.toUpperCase());
      toast.success(tag ? t.updated : t.created);
      onClose();
    } catch (caught) {
      setError(errorText(caught, t.saveError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={tag ? t.editTitle : t.createTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {frAdmin.common.cancel}
          </Button>
          <Button type="submit" form="tag-form" busy={busy}>
            {tag ? t.submitEdit : t.submitCreate}
          </Button>
        </>
      }
    >
      <chakra.form id="tag-form" display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
        <FormAlert message={error} />
        <TextInput
          label={t.name}
          required
          placeholder={t.namePlaceholder}
          value={name}
          maxLength={50}
          onChange={(e) => {
            // The banner goes as soon as the field is edited; the next submit says again if it is still wrong.
            setError(null);
            setName(e.target.value);
          }}
        />
        <Field label={t.color}>
          {() => (
            <ColorInput
              value={color}
              onChange={(value) => {
                setError(null);
                setColor(value);
              }}
              pickerLabel={t.colorPicker}
              textLabel={t.color}
              placeholder={t.colorPlaceholder}
              invalid={!HEX_COLOR.test(color)}
            />
          )}
        </Field>
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="2">
            {t.preview}
          </Text>
          <Flex p="4" rounded="lg" bg="bg" borderWidth="1px" borderColor="border" data-testid="tag-preview">
            <ColorBadge color={HEX_COLOR.test(color) ? color : DEFAULT_TAG_COLOR}>{name.trim() || t.namePlaceholder}</ColorBadge>
          </Flex>
        </Box>
      </chakra.form>
    </Modal>
  );
}
