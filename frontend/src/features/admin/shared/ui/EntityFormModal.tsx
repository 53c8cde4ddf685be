import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../../components/form/FormAlert';
import { frAdmin } from '../../../../i18n/fr-admin';
import type { EntityForm } from '../use-entity-form';
import { Button } from './Button';
import { Modal } from './Modal';

interface EntityFormModalProps {
  /** Editing an entity, or creating one: which title, and « Enregistrer » or « Créer » by default. */
  editing: boolean;
  texts: { editTitle: string; createTitle: string };
  /** The form's id, which ties the footer's submit button to it. */
  formId: string;
  submitLabel?: ReactNode;
  /** From useEntityForm. */
  form: Pick<EntityForm<unknown>, 'busy' | 'error' | 'submit'>;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * The create/edit modal of a back-office entity (category, user, tag): the fields under the error
 * banner, then « Annuler » and the submit button, busy while saving. Focus handling is the Modal's.
 */
export function EntityFormModal({ editing, texts, formId, submitLabel, form, onClose, children }: EntityFormModalProps) {
  return (
    <Modal
      title={editing ? texts.editTitle : texts.createTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {frAdmin.common.cancel}
          </Button>
          <Button type="submit" form={formId} busy={form.busy}>
            {submitLabel ?? (editing ? frAdmin.common.save : frAdmin.common.create)}
          </Button>
        </>
      }
    >
      <chakra.form id={formId} display="flex" flexDirection="column" gap="4" onSubmit={form.submit} noValidate>
        <FormAlert message={form.error} />
        {children}
      </chakra.form>
    </Modal>
  );
}
