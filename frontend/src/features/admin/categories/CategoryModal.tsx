import { SimpleGrid } from '@chakra-ui/react';
import { frAdmin } from '../../../i18n/fr-admin';
import { slugify } from '../../../lib/slug';
import type { CategoryDto } from '../shared/admin-api';
import { useCategoryActions } from './use-category-actions';
import { useEntityForm } from '../shared/use-entity-form';
import { EntityFormModal } from '../shared/ui/EntityFormModal';
import { Checkbox, ColorInput, Field, HEX_COLOR, SelectField, TextArea, TextInput } from '../shared/ui/fields';
import { CATEGORY_ICONS } from './category-icons';

const t = frAdmin.categories;

interface Draft {
  name: string;
  slug: string;
  description: string;
  color: string;
  icon: string;
  is_active: boolean;
}

const fromCategory = (c: CategoryDto | null): Draft =>
  c
    ? { name: c.name, slug: c.slug, description: c.description ?? '', color: c.color, icon: c.icon, is_active: c.is_active }
    : { name: '', slug: '', description: '', color: '#FACC15', icon: 'folder', is_active: true };

/** Spec §2.12: create or edit a category; changing the name regenerates the slug. */
export function CategoryModal({ category, onClose }: { category: CategoryDto | null; onClose: () => void }) {
  const actions = useCategoryActions();
  const form = useEntityForm<Draft>({
    initial: () => fromCategory(category),
    validate: (draft) => (draft.name.trim() ? null : t.nameRequired),
    save: (draft) =>
      actions.save(category?.id ?? null, {
        name: draft.name.trim(),
        slug: draft.slug || slugify(draft.name),
        description: draft.description.trim() || null,
        color: HEX_COLOR.test(draft.color) ? draft.color : '#FACC15',
        icon: draft.icon,
        order_position: category?.order_position ?? 0,
        is_active: draft.is_active,
      }),
    success: category ? t.updated : t.created,
    onClose,
  });
  const { draft, set } = form;

  return (
    <EntityFormModal editing={Boolean(category)} texts={t} formId="category-form" form={form} onClose={onClose}>
      <TextInput
        label={t.name}
        required
        value={draft.name}
        onChange={(e) => {
          const name = e.target.value;
          form.update((d) => ({ ...d, name, slug: slugify(name) }));
        }}
      />
      <TextInput label={t.slug} value={draft.slug} fontFamily="mono" onChange={(e) => set('slug', e.target.value)} />
      <TextArea label={t.description} value={draft.description} onChange={(e) => set('description', e.target.value)} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field label={t.color}>
          {() => (
            <ColorInput
              value={draft.color}
              onChange={(v) => set('color', v)}
              pickerLabel={`${t.color} : sélecteur`}
              textLabel={t.color}
              placeholder="#FACC15"
              invalid={!HEX_COLOR.test(draft.color)}
            />
          )}
        </Field>
        <SelectField label={t.icon} value={draft.icon} options={CATEGORY_ICONS} onChange={(e) => set('icon', e.target.value)} />
      </SimpleGrid>
      <Checkbox label={t.activeLabel} checked={draft.is_active} onChange={(e) => set('is_active', e.target.checked)} />
    </EntityFormModal>
  );
}
