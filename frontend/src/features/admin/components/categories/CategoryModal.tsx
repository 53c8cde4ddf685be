import { chakra, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../../api/errors';
import { FormAlert } from '../../../../components/form/FormAlert';
import { toast } from '../../../../components/toast/toast-store';
import { frAdmin } from '../../../../i18n/fr-admin';
import { slugify } from '../../../../lib/slug';
import type { CategoryDto } from '../../admin-api';
import { useCategoryActions } from '../../hooks/use-admin-actions';
import { Button } from '../ui/Button';
import { Checkbox, ColorInput, Field, HEX_COLOR, Select, TextArea, TextInput } from '../ui/fields';
import { Modal } from '../ui/Modal';
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
  const [draft, setDraft] = useState<Draft>(() => fromCategory(category));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = useCategoryActions();
  // Any change may fix what the banner complains about: it goes, and the next submit says again if not.
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setError(null);
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) return setError(t.nameRequired);
    setBusy(true);
    setError(null);
    try {
      await actions.save(category?.id ?? null, {
        name: draft.name.trim(),
        slug: draft.slug || slugify(draft.name),
        description: draft.description.trim() || null,
        color: HEX_COLOR.test(draft.color) ? draft.color : '#FACC15',
        icon: draft.icon,
        order_position: category?.order_position ?? 0,
        is_active: draft.is_active,
      });
      toast.success(category ? t.updated : t.created);
      onClose();
    } catch (caught) {
      // Spec §8: the server's message, else « Erreur ».
      setError(errorText(caught, frAdmin.common.error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={category ? t.editTitle : t.createTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {frAdmin.common.cancel}
          </Button>
          <Button type="submit" form="category-form" busy={busy}>
            {category ? frAdmin.common.save : frAdmin.common.create}
          </Button>
        </>
      }
    >
      <chakra.form id="category-form" display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
        <FormAlert message={error} />
        <TextInput
          label={t.name}
          required
          value={draft.name}
          onChange={(e) => {
            setError(null);
            setDraft((d) => ({ ...d, name: e.target.value, slug: slugify(e.target.value) }));
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
          <Field label={t.icon}>
            {({ id }) => (
              <Select id={id} value={draft.icon} onChange={(e) => set('icon', e.target.value)}>
                {CATEGORY_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {icon}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </SimpleGrid>
        <Checkbox label={t.activeLabel} checked={draft.is_active} onChange={(e) => set('is_active', e.target.checked)} />
      </chakra.form>
    </Modal>
  );
}
