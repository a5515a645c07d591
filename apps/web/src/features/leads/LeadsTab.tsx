import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { MESSAGES, type Campaign, type Workspace } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { downloadLeads, useLeadSearch } from './api';
import { leadsFileName } from './format';
import { LeadSearchForm } from './LeadSearchForm';
import { LeadsTable } from './LeadsTable';

/** The campaign's Leads tab (spec 2 §2): phone search, Search, and the download of every lead after a confirmation. */
export function LeadsTab({ campaign, workspace }: { campaign: Campaign; workspace: Workspace }) {
  const notify = useSnackbar();
  const [prefix, setPrefix] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const leads = useLeadSearch(workspace.id, prefix, campaign.id);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadLeads(workspace.id, campaign.id, leadsFileName(campaign.name));
      setConfirming(false);
    } catch (err) {
      notify(errorMessage(err), 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <LeadSearchForm onSearch={setPrefix}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setConfirming(true)} sx={{ ml: { sm: 'auto !important' }, alignSelf: 'flex-start', mt: { sm: 0.25 } }}>
          Download leads
        </Button>
      </LeadSearchForm>
      {leads.isError ? <Alert severity="error">{errorMessage(leads.error)}</Alert> : null}
      <LeadsTable
        variant="campaign"
        rows={leads.data ?? []}
        loading={leads.isFetching}
        emptyText={prefix ? `No leads found starting with ${prefix}` : 'Search by the first digits of a lead number.'}
      />
      <ConfirmDialog
        open={confirming}
        title="Download leads"
        message={MESSAGES.leadsDownloadConfirm}
        confirmLabel="Download"
        busy={downloading}
        onConfirm={() => void download()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
