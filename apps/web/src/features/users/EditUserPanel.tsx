import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useZodForm } from '../../components/form/use-zod-form';
import { MESSAGES, normalizePhone, updateUserBody, USER_PHONE_COUNTRIES, type UpdateUserBody, type User, type UserType } from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { SidePanel } from '../../components/SidePanel';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PhoneField } from '../../components/PhoneField';
import { optionalPhoneField } from '../../components/phone';
import { readOnlyFieldSx, readOnlySlotProps } from '../../components/read-only';
import { useTeamActions } from './api';
import { canDeleteUser, canEditDetails, userTypeChoices, type TeamActor } from './permissions';
import { fullName } from './team-format';
import { UserTypeSelect } from './UserTypeSelect';
import { errorShown } from '../../app/query-client';

const editForm = updateUserBody.extend({ phone: optionalPhoneField(USER_PHONE_COUNTRIES) });
interface EditForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userType: UserType;
}

const valuesOf = (u: User): EditForm => ({ firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone ?? '', userType: u.userType });

interface Props {
  /** The member being edited; null closes the panel. */
  user: User | null;
  me: TeamActor;
  onClose(): void;
  /** Called after I saved my own record, so the session can pick up the new name. */
  onSelfSaved?(): void;
}

/**
 * 'Edit user': name, phone and user type within the rules of spec 1 §5 "Edit user" and §6; email is locked.
 * An Owner may change another member's type (Owner ↔ Admin) but not their name or phone.
 */
export function EditUserPanel({ user: selected, me, onClose, onSelfSaved }: Props) {
  // The last member stays on show while the panel slides away.
  const [last, setLast] = useState(selected);
  if (selected && selected !== last) setLast(selected);
  const user = selected ?? last;
  const notify = useSnackbar();
  const { update, remove } = useTeamActions();
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(editForm, {
    mode: 'onTouched',
    defaultValues: user ? valuesOf(user) : { firstName: '', lastName: '', email: '', phone: '', userType: 'Admin' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (selected) form.reset(valuesOf(selected));
    setConfirming(false);
  }, [selected, form]);

  // Name and phone for oneself (or anyone, for a SuperAdmin); another member's type within what I may hand out.
  const detailsEditable = user ? canEditDetails(me, user) : false;
  const deletable = user ? canDeleteUser(me, user) : false;
  const choice = user ? userTypeChoices(me, user) : { options: [], locked: true };
  const editable = detailsEditable || !choice.locked;

  const send = (id: string, body: UpdateUserBody) =>
    update.mutateAsync({ id, body }).then(
      () => {
        notify(MESSAGES.userSaved, 'success');
        if (id === me.id) onSelfSaved?.();
        onClose();
      },
      errorShown,
    );
  const saveAll = form.handleSubmit((values) => {
    if (user) return send(user.id, { ...values, phone: values.phone ? normalizePhone(values.phone, USER_PHONE_COUNTRIES) : null });
  });
  const save = (e: FormEvent) => {
    if (detailsEditable || !user) return saveAll(e);
    // Only the type changes: the name goes back as it is and the phone is left out (it stays as it is).
    e.preventDefault();
    return send(user.id, { firstName: user.firstName, lastName: user.lastName, email: user.email, userType: form.getValues('userType') });
  };

  const confirmDelete = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        notify(MESSAGES.userDeleted, 'success');
        setConfirming(false);
        onClose();
      },
      onError: () => setConfirming(false),
    });
  };

  const nameProps = detailsEditable ? {} : { sx: readOnlyFieldSx, slotProps: readOnlySlotProps() };
  return (
    <SidePanel
      open={Boolean(selected)}
      onClose={onClose}
      title="Edit user"
      actions={editable || deletable ? (
        <>
          {deletable ? (
            <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
              Delete
            </Button>
          ) : null}
          <Button onClick={onClose}>{editable ? 'Cancel' : 'Close'}</Button>
          {editable ? (
            <Button variant="contained" type="submit" form="edit-user-form" disabled={update.isPending}>
              Save
            </Button>
          ) : null}
        </>
      ) : undefined}
    >
      <Stack component="form" id="edit-user-form" spacing={2} noValidate onSubmit={save}>
        {!detailsEditable ? <Alert severity="info">{MESSAGES.userEditOnlySelf}</Alert> : null}
        <TextField label="First name" {...form.register('firstName')} {...nameProps} error={Boolean(errors.firstName)} helperText={errors.firstName?.message} />
        <TextField label="Last name" {...form.register('lastName')} {...nameProps} error={Boolean(errors.lastName)} helperText={errors.lastName?.message} />
        <TextField label="Email" {...form.register('email')} sx={readOnlyFieldSx} slotProps={readOnlySlotProps(true)} helperText="Email cannot be changed." />
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <PhoneField value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} countries={USER_PHONE_COUNTRIES}
              readOnly={!detailsEditable} error={Boolean(errors.phone)} helperText={errors.phone?.message} />
          )}
        />
        <Controller
          control={form.control}
          name="userType"
          render={({ field }) => (
            <UserTypeSelect value={field.value} onChange={field.onChange} choice={choice}
              helperText={user && user.id === me.id ? MESSAGES.userOwnTypeLocked : undefined} />
          )}
        />
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete user"
        message={user ? `Are you sure you want to delete user: ${fullName(user)}?` : ''}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </SidePanel>
  );
}
