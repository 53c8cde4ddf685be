import { useEffect, useState } from 'react';
import { toast } from '../../../components/toast/toast-store';

export interface EntityManagerTexts {
  loadError: string;
  confirmDelete: string;
  deleted: string;
  deleteError: string;
}

export interface EntityManager<Entity> {
  /** undefined: the modal is closed; null: creating; an entity: editing it. */
  editing: Entity | null | undefined;
  create: () => void;
  edit: (entity: Entity) => void;
  close: () => void;
  /** Asks with the browser's own confirmation (spec §5), deletes, and says how it went in a toast. */
  remove: (entity: Entity) => void;
}

/**
 * What a back-office list with a create/edit modal holds (categories, users, tags): which entity the
 * modal edits, a toast when the list cannot be loaded, and delete with confirmation.
 */
export function useEntityManager<Entity>({
  loadError,
  texts,
  remove,
}: {
  /** The list's SWR error, told in a toast (a list in a `DataTable` has it told there). */
  loadError?: unknown;
  texts: EntityManagerTexts;
  remove: (entity: Entity) => Promise<unknown>;
}): EntityManager<Entity> {
  const [editing, setEditing] = useState<Entity | null | undefined>(undefined);

  useEffect(() => {
    if (loadError) toast.error(texts.loadError);
  }, [loadError, texts.loadError]);

  const confirmAndRemove = async (entity: Entity) => {
    if (!window.confirm(texts.confirmDelete)) return;
    try {
      await remove(entity);
      toast.success(texts.deleted);
    } catch {
      toast.error(texts.deleteError);
    }
  };

  return {
    editing,
    create: () => setEditing(null),
    edit: setEditing,
    close: () => setEditing(undefined),
    remove: (entity) => void confirmAndRemove(entity),
  };
}
