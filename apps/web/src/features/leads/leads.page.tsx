import { useEffect, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { errorMessage } from '../../lib/api';
import { useWorkspaces } from '../../lib/workspace-context';
import { WorkspacePage } from '../../components/WorkspacePage';
import { useLeadSearch } from './api';
import { LeadSearchForm } from './LeadSearchForm';
import { LeadsTable } from './LeadsTable';

/** /leads: find a lead of any campaign of the workspace by the first digits of its number (spec 2 §2). */
export function LeadsPage() {
  const { selected } = useWorkspaces();
  const ws = selected?.id;
  const [prefix, setPrefix] = useState<string | null>(null);
  const leads = useLeadSearch(ws, prefix);

  // Another workspace starts with no results.
  useEffect(() => setPrefix(null), [ws]);

  return (
    <WorkspacePage title="Leads" chooseText="Choose a workspace to search its leads.">
      {(ws) => (
        <Stack spacing={1.5}>
          <LeadSearchForm key={ws} onSearch={setPrefix} />
          {leads.isError ? <Alert severity="error">{errorMessage(leads.error)}</Alert> : null}
          <LeadsTable
            variant="workspace"
            rows={leads.data ?? []}
            loading={leads.isFetching}
            emptyText={prefix ? `No leads found starting with ${prefix}` : 'Search by the first digits of a lead number.'}
          />
        </Stack>
      )}
    </WorkspacePage>
  );
}
