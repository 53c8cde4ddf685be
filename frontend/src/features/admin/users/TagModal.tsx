import { Box, Flex, Text } from '@chakra-ui/react';
import { frAdmin } from '../../../i18n/fr-admin';
import type { ProfileTag } from '../shared/admin-api';
import { useEntityForm } from '../shared/use-entity-form';
import { useTagActions } from './use-tag-actions';
import { EntityFormModal } from '../shared/ui/EntityFormModal';
import { ColorInput, Field, HEX_COLOR, TextInput } from '../shared/ui/fields';
import { ColorBadge } from '../shared/ui/Surface';

const t = frAdmin.profileTags;
export const DEFAULT_TAG_COLOR = '#FCD34D';

/** Spec §2.18 / §4: create or edit a tag; the modal is unmounted on close, which resets it. */
export function TagModal({ tag, onClose }: { tag: ProfileTag | null; onClose: () => void }) {
  const actions = useTagActions();
  const form = useEntityForm({
    initial: () => ({ name: tag?.name ?? '', color: tag?.color ?? DEFAULT_TAG_COLOR }),
    validate: ({ name, color }) => (!name.trim() ? t.nameRequired : !HEX_COLOR.test(color) ? t.invalidColor : null),
    save: ({ name, color }) => actions.save(tag?.id ?? null, name.trim(), color.toUpperCase()),
    success: tag ? t.updated : t.created,
    fallbackError: t.saveError,
    onClose,
  });
  const { name, color } = form.draft;

  return (
    <EntityFormModal
      editing={Boolean(tag)}
      texts={t}
      formId="tag-form"
      submitLabel={tag ? t.submitEdit : t.submitCreate}
      form={form}
      onClose={onClose}
    >
      <TextInput
        label={t.name}
        required
        placeholder={t.namePlaceholder}
        value={name}
        maxLength={50}
        onChange={(e) => form.set('name', e.target.value)}
      />
      <Field label={t.color}>
        {() => (
          <ColorInput
            value={color}
            onChange={(value) => form.set('color', value)}
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
    </EntityFormModal>
  );
}
