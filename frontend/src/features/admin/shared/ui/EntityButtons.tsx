import { Flex } from '@chakra-ui/react';
import { Link } from 'react-router';
import { frAdmin } from '../../../../i18n/fr-admin';
import { EditIcon, PlusIcon, TrashIcon } from './icons';
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

/** The look of a link that stands among a row's buttons (an editor, the public page). */
export const LINK_BUTTON = {
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  px: '2',
  h: '8',
  rounded: 'lg',
  fontSize: 'sm',
} as const;

/**
 * A row's link to its editor, looking like an icon button: `title` is its tooltip, the screen reader hears
 * « title : name »; `withText` writes the title beside the icon.
 */
export function EditLink({ to, title, name, withText = false }: { to: string; title: string; name: string; withText?: boolean }) {
  return (
    <Link to={to} title={title} aria-label={`${title} : ${name}`}>
      <Flex as="span" {...LINK_BUTTON} color="fg.muted" _hover={{ bg: 'whiteAlpha.100', color: 'fg' }}>
        <EditIcon size={16} />
        {withText && <span>{title}</span>}
      </Flex>
    </Link>
  );
}
