import { useEffect } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useZodForm } from '../../components/form/use-zod-form';
import { inviteUserBody, MESSAGES, type UserType } from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { SidePanel } from '../../components/SidePanel';
import { useTeamActions } from './api';
import { userTypeChoices, type TeamActor } from './permissions';
import { UserTypeSelect } from './UserTypeSelect';
import { errorShown } from '../../app/query-client';

interface InviteForm {
  firstName: string;
  lastName: string;
  email: string;
  userType: UserType;
}

const EMPTY: InviteForm = { firstName: '', lastName: '', email: '', userType: 'Admin' };

/** 'Add user': invites a team member, who receives an activation link (spec 1 §2.10, §5 "Invite user"). */
export function InviteUserPanel({ open, onClose, me }: { open: boolean; onClose(): void; me: TeamActor }) {
  const notify = useSnackbar();
  const { invite } = useTeamActions();
  const choice = userTypeChoices(me);
  const form = useZodForm(inviteUserBody, { mode: 'onTouched', defaultValues: EMPTY });
  const { errors, isValid } = form.formState;

  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const submit = form.handleSubmit((values) =>
    invite.mutateAsync(values).then(
      () => {
        notify(MESSAGES.userInvited, 'success');
        onClose();
      },
      errorShown,
    ),
  );

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title="Add user"
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" type="submit" form="invite-user-form" disabled={!isValid || invite.isPending}>
            Invite
          </Button>
        </>
      }
    >
      <Stack component="form" id="invite-user-form" spacing={2} noValidate onSubmit={submit}>
        <TextField label="First name" autoFocus required {...form.register('firstName')} error={Boolean(errors.firstName)} helperText={errors.firstName?.message} />
        <TextField label="Last name" required {...form.register('lastName')} error={Boolean(errors.lastName)} helperText={errors.lastName?.message} />
        <TextField label="Email" type="email" required {...form.register('email')} error={Boolean(errors.email)} helperText={errors.email?.message}
          slotProps={{ htmlInput: { autoComplete: 'off' } }} />
        <Controller
          control={form.control}
          name="userType"
          render={({ field }) => <UserTypeSelect value={field.value} onChange={field.onChange} choice={choice} />}
        />
      </Stack>
    </SidePanel>
  );
}
