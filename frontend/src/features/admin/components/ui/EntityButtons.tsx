import { frAdmin } from '../../../../i18n/fr-admin';
import { EditIcon, PlusIcon, TrashIcon } from '../layout/menu-icons';
import { Button, IconButton } from './Button';

/** The page header's button that opens the create modal of a list screen. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <PlusIcon size={16} />
      {label}
    </Button>
  );
}

/** The edit and delete icon buttons of a card or row, labelled « Modifier : name » and « Supprimer : name ». */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <IconButton label={`${frAdmin.common.edit} : ${name}`} onClick={onEdit}>
        <EditIcon size={16} />
      </IconButton>
      <IconButton label={`${frAdmin.common.delete} : ${name}`} onClick={onDelete} color="#FCA5A5">
        <TrashIcon size={16} />
      </IconButton>
    </>
  );
}
