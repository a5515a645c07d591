import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { MESSAGES } from '@trueline/contract';
import { errorMessage } from '../lib/api';
import { useSnackbar } from '../lib/snackbar';
import { applyServerFieldErrors } from './form/use-zod-form';

/** What a configuration panel shows: the item being edited, 'new' to add one, null when closed. */
export type PanelTarget<T> = T | 'new' | null;

interface Options<T extends { id: string }, V extends FieldValues, C, O> {
  target: PanelTarget<T>;
  form: UseFormReturn<V, C, O>;
  /** The form's values for an item, or for a new one (null). A stable function: the form is reset with it whenever the target changes. */
  valuesOf(item: T | null): V;
  /** The inputs a server field error may land on; any other error goes to the snackbar. */
  fields: readonly FieldPath<V>[];
  save(id: string | null, values: O): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  onClose(): void;
  /** What the snackbar says once deleted (default 'Deleted successfully'). */
  deletedMessage?: string;
}

/** The state and actions `ConfigPanel` renders. */
export interface ConfigPanelControl {
  open: boolean;
  /** The saved item being edited (it may be deleted); null when adding one. */
  item: object | null;
  busy: boolean;
  confirming: boolean;
  submit(e?: BaseSyntheticEvent): Promise<void>;
  askDelete(): void;
  cancelDelete(): void;
  confirmDelete(): void;
  onClose(): void;
}

/**
 * The behaviour of an 'Edit or Create' side panel: resets the form to the target, saves (server field errors on the
 * inputs), deletes after confirmation, and on success says so in the snackbar and closes.
 */
export function useConfigPanel<T extends { id: string }, V extends FieldValues, C, O>(options: Options<T, V, C, O>) {
  const { target, form, valuesOf, fields, save, remove, onClose, deletedMessage = MESSAGES.deletedSuccessfully } = options;
  const item = target === 'new' ? null : target;
  const notify = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (target) form.reset(valuesOf(target === 'new' ? null : target));
    setConfirming(false);
  }, [target, form, valuesOf]);

  const run = async (work: () => Promise<unknown>, done: string, onError: (err: unknown) => void) => {
    setBusy(true);
    try {
      await work();
      notify(done, 'success');
      onClose();
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const submit = form.handleSubmit((values) =>
    run(() => save(item?.id ?? null, values), MESSAGES.saved, (err) => {
      if (!applyServerFieldErrors(err, fields, form.setError)) notify(errorMessage(err), 'error');
    }));

  const confirmDelete = () => {
    if (item) void run(() => remove(item.id), deletedMessage, (err) => notify(errorMessage(err), 'error'));
  };

  return {
    open: Boolean(target),
    item,
    creating: target === 'new',
    busy,
    confirming,
    submit,
    askDelete: () => setConfirming(true),
    cancelDelete: () => setConfirming(false),
    confirmDelete,
    onClose,
  } satisfies ConfigPanelControl & { item: T | null; creating: boolean };
}
