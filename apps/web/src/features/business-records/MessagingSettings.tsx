import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Divider, Stack } from '@mui/material';
import type { SmsCampaignBody } from '@trueline/contract';
import { RateLimitsGrid } from './RateLimitsGrid';
import { SmsCampaignList } from './SmsCampaignList';
import { SmsCampaignPanel } from './SmsCampaignPanel';
import type { RecordFormValues } from './record-form';

interface Props {
  readOnly: boolean;
  superAdmin: boolean;
  busy: boolean;
  /** Saves the whole record; a campaign's Save and Delete end with it, and the record panel stays open. */
  saveRecord(): void;
}

/** The 'Messaging settings' tab: rate limits per carrier and the approved SMS campaigns. */
export function MessagingSettings({ readOnly, superAdmin, busy, saveRecord }: Props) {
  const { control } = useFormContext<RecordFormValues>();
  const campaigns = useFieldArray({ control, name: 'smsCampaigns', keyName: 'key' });
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const list = campaigns.fields as unknown as SmsCampaignBody[];
  const index = editing?.id ? list.findIndex((c) => c.id === editing.id) : -1;

  const save = (c: SmsCampaignBody) => {
    if (index >= 0) campaigns.update(index, c);
    else campaigns.append(c);
    setEditing(null);
    saveRecord();
  };
  const remove = (id: string) => {
    const at = list.findIndex((c) => c.id === id);
    if (at >= 0) campaigns.remove(at);
    setEditing(null);
    saveRecord();
  };

  return (
    <Stack spacing={3}>
      <RateLimitsGrid readOnly={readOnly} />
      <Divider />
      <SmsCampaignList campaigns={list} readOnly={readOnly} onOpen={(id) => setEditing({ id })} onAdd={() => setEditing({ id: null })} />
      {editing ? (
        <SmsCampaignPanel
          key={editing.id ?? 'new'}
          campaign={index >= 0 ? list[index]! : null}
          readOnly={readOnly}
          superAdmin={superAdmin}
          busy={busy}
          onSave={save}
          onDelete={remove}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
