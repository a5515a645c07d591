import { useState } from 'react';
import { Alert, Button, IconButton, List, ListItem, ListItemText, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { formatDateTime } from '../../lib/format';
import type { ApiKey } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useApiKeys, useCreateApiKey, useDeleteApiKey } from './workspaces-api';
import { NewApiKeyDialog } from './NewApiKeyDialog';


/** The workspace's API keys: create with a name (the key is shown once), list, delete after a confirmation. */
export function ApiKeysSection({ workspaceId }: { workspaceId: string }) {
  const keys = useApiKeys(workspaceId);
  const create = useCreateApiKey(workspaceId);
  const remove = useDeleteApiKey(workspaceId);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);

  const onCreate = () =>
    create.mutate(name.trim(), {
      onSuccess: (k) => {
        setName('');
        setCreated({ key: k.key, name: k.name });
      },
    });

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
    });
  };

  return (
    <Stack spacing={1.5}>
      <Stack component="form" direction="row" spacing={1} alignItems="flex-start" noValidate
        onSubmit={(e) => { e.preventDefault(); if (name.trim()) onCreate(); }}>
        <TextField label="API key name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        <Button type="submit" variant="outlined" disabled={!name.trim() || create.isPending} sx={{ flexShrink: 0 }}>
          Create
        </Button>
      </Stack>
      {keys.isError ? <Alert severity="error">{errorMessage(keys.error)}</Alert> : null}
      {keys.isSuccess && keys.data.length === 0 ? <Typography variant="body2" color="text.secondary">No API keys yet.</Typography> : null}
      {keys.data && keys.data.length > 0 ? (
        <List dense disablePadding aria-label="API keys">
          {keys.data.map((k) => (
            <ListItem
              key={k.id}
              divider
              disableGutters
              secondaryAction={
                <Tooltip title="Delete API key">
                  <IconButton edge="end" aria-label={`Delete API key ${k.name}`} onClick={() => setDeleting(k)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={<><Typography component="span" fontWeight={500}>{k.name}</Typography>{' '}<Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>{k.encryptedKey}</Typography></>}
                secondary={`Created ${formatDateTime(k.created, 'Never')} · Last activity ${formatDateTime(k.lastActivity, 'Never')}`}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      <NewApiKeyDialog apiKey={created?.key ?? null} name={created?.name ?? ''} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete API key"
        message={`Are you sure you want to delete API key: ${deleting?.name ?? ''}? Systems using it will stop working.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
