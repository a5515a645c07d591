import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { MESSAGING_LIST_MESSAGES as M, type MappedCol, type MappingField, type MappingTemplate, type MessagingCampaign, type MessagingList } from '@trueline/contract';
import { setColumn } from '../../components/ColumnMapper';
import { ListProcessPanel, useFirstHeaders } from '../../components/ListProcessPanel';
import { MappingTemplatePicker } from '../../components/MappingTemplatePicker';
import { useDeleteTemplate, useMessagingListActions, useMessagingListPreview, useTemplates } from './lists-api';
import { autoMatch, templateMapping } from './list-mapping';

interface Props {
  ws: string;
  campaign: MessagingCampaign;
  list: MessagingList;
  open: boolean;
  onClose(): void;
}

/**
 * The list mapping panel (spec 3 §2.3): the file preview five rows a page, each header cell a menu of the campaign's
 * fields, the optional mapping template (each deletable), and Process list. The mapping starts from the headers that
 * name a field.
 */
export function ListMappingPanel({ ws, campaign, list, open, onClose }: Props) {
  const [page, setPage] = useState(0);
  const preview = useMessagingListPreview(ws, campaign.id, list.id, page);
  const templates = useTemplates(ws);
  const removeTemplate = useDeleteTemplate(ws);
  const { process } = useMessagingListActions(ws, campaign.id);
  const [mapping, setMapping] = useState<MappedCol[]>([]);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [saveAs, setSaveAs] = useState(false);
  const [templateName, setTemplateName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const headers = useFirstHeaders(preview.data);
  const fieldNames = campaign.allCampaignFields;
  const fields = useMemo<MappingField[]>(() => fieldNames.map((f) => ({ columnId: f, columnName: f, reserved: false })), [fieldNames]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current || !headers) return;
    started.current = true;
    setMapping(autoMatch(headers, fieldNames));
  }, [headers, fieldNames]);

  const chooseTemplate = (t: MappingTemplate | null) => {
    setTemplateId(t?.id ?? null);
    if (t && headers) setMapping(templateMapping(t, headers.length, fieldNames));
  };

  const start = () => {
    if (!mapping.some((m) => m.columnId === 'Phone')) {
      setError(M.phoneColumnRequired);
      return;
    }
    setError(null);
    const chosen = templates.data?.find((t) => t.id === templateId) ?? null;
    const body = { mappedCols: mapping, templateName: saveAs ? templateName.trim() : (chosen?.name ?? null), saveAsTemplate: saveAs };
    process.mutate({ listId: list.id, body }, { onSuccess: () => onClose() });
  };

  return (
    <ListProcessPanel
      open={open} title={list.name} onClose={onClose} onProcess={start} processDisabled={!headers || process.isPending || (saveAs && !templateName.trim())}
      loadError={preview.error ?? templates.error} loading={!headers}
      preview={preview.data} headers={headers} page={page} onPage={setPage} fields={fields} mapping={mapping} fieldLabel="Campaign field"
      onMap={(columnIndex, columnId) => {
        setMapping((m) => setColumn(m, columnIndex, columnId));
        if (columnId === 'Phone') setError(null);
      }}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      <MappingTemplatePicker
        templates={templates.data ?? []} value={templateId} onChange={chooseTemplate} disabled={!headers} loading={templates.isPending}
        onDelete={(t) => removeTemplate.mutateAsync(t.id)} deleteBusy={removeTemplate.isPending}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <FormControlLabel control={<Checkbox checked={saveAs} onChange={(e) => setSaveAs(e.target.checked)} />} label="Save this mapping as a template" />
        {saveAs ? <TextField size="small" label="Template name" value={templateName} onChange={(e) => setTemplateName(e.target.value)} required /> : null}
      </Stack>
    </ListProcessPanel>
  );
}
