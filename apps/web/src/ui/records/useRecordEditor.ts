import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';
import { saveFailureMessage } from './save-failure';
import type { EditorMode as Mode } from './types';

type Options<Row, Values, Key> = {
  save: (input: { mode: Mode; values: Values }) => Promise<unknown>;
  remove: (key: Key) => Promise<unknown>;
  keyOf: (row: Row) => Key;
  messages: { created: string; updated: string; deleted: string };
  /** The toast for a failed delete (the spec words it per screen); the server's sentence by default. */
  deleteFailure?: (error: unknown) => string;
};

/**
 * The add/edit dialog and delete confirmation of a list screen: which row is open, the save (success
 * toast, closes; failure toast, stays open so nothing typed is lost) and the delete (toast either way).
 */
export function useRecordEditor<Row, Values, Key>(options: Options<Row, Values, Key>) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  async function submit(values: Values, mode: Mode) {
    try {
      await options.save({ mode, values });
      notifySuccess(mode === 'create' ? options.messages.created : options.messages.updated);
      setDialog(null);
    } catch (error) {
      notifyError(saveFailureMessage(error));
      throw error;
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await options.remove(options.keyOf(deleting));
      notifySuccess(options.messages.deleted);
    } catch (error) {
      notifyError(options.deleteFailure ? options.deleteFailure(error) : errorMessage(error, t('common.deleteFailed')));
    } finally {
      setDeleting(null);
    }
  }

  const closeDialog = () => setDialog(null);
  const cancelDelete = () => setDeleting(null);
  return {
    dialog,
    /** The add/edit dialog's props: open while a row (or none, to add) is open; closes; the row; the save. */
    dialogProps: { opened: Boolean(dialog), onClose: closeDialog, editing: dialog?.editing ?? null, onSubmit: submit },
    /** The delete ConfirmDialog's props besides its words: open while a row is to be deleted; confirm; cancel. */
    confirmProps: { opened: Boolean(deleting), onConfirm: confirmDelete, onCancel: cancelDelete },
    openAdd: () => setDialog({ editing: null }),
    openEdit: (row: Row) => setDialog({ editing: row }),
    closeDialog,
    deleting,
    askDelete: (row: Row) => setDeleting(row),
    cancelDelete,
    submit,
    confirmDelete,
  };
}
