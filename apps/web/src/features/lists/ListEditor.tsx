import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  DEDUPE_DEFAULT, EDITOR_DEFAULT_MODE, FIVE9_DEFAULTS, MESSAGES, TOKEN_FIELDS,
  type Campaign, type CampaignList, type MappingField, type MappingTemplate, type Workspace,
} from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { ListProcessPanel, useFirstHeaders } from '../../components/ListProcessPanel';
import { useDialerCampaign, useListActions, useListPreview, useMappingFields, useMappingTemplates } from './api';
import { defaultTemplate, mappingReducer } from './template-mapping';
import { leadKeyFieldsOf, targetError, targetRequest, type ListTarget } from './process-request';
import { ListTargetOptions } from './ListTargetOptions';
import { MappingTemplatePicker } from './MappingTemplatePicker';
import { SaveTemplateDialog } from './SaveTemplateDialog';

/** The editor closes this long after the list went to processing (spec 2 §2). */
export const EDITOR_CLOSE_DELAY_MS = 250;

/** Lead-verification token columns are read, never sent: offered as pseudo-fields when the campaign checks them. */
function tokenFields(c: Campaign): MappingField[] {
  const out: MappingField[] = [];
  if (c.features.activeProspectCheckEnabled) out.push({ columnId: TOKEN_FIELDS.trustedForm, columnName: 'TrustedForm token (checked, not sent)', reserved: false });
  if (c.features.veriskCheckEnabled) out.push({ columnId: TOKEN_FIELDS.leadId, columnName: 'LeadiD token (checked, not sent)', reserved: false });
  return out;
}

interface Props {
  campaign: Campaign;
  workspace: Workspace;
  list: CampaignList;
  open: boolean;
  onClose(): void;
}

/**
 * The list editor (spec 2 §2): the file preview with its column mapping, the template picker, the dialer options and
 * 'Process list'. Without a template the user is asked whether to save the mapping as one.
 */
export function ListEditor({ campaign, workspace, list, open, onClose }: Props) {
  const ws = workspace.id;
  const provider = workspace.dialerProviderType;
  const notify = useSnackbar();
  const [page, setPage] = useState(0);
  const preview = useListPreview(ws, campaign.id, list.id, page);
  const dialerFields = useMappingFields(ws, campaign.dialerCampaignId);
  const templates = useMappingTemplates(ws);
  const dialer = useDialerCampaign(ws, campaign.dialerCampaignId, provider !== 'CONNECT');
  const { process } = useListActions(ws, campaign.id);

  const [state, dispatch] = useReducer(mappingReducer, { templateId: null, mapping: [] });
  const [target, setTarget] = useState<ListTarget>({ dialerList: null, dedupe: DEDUPE_DEFAULT, mode: EDITOR_DEFAULT_MODE, five9: { ...FIVE9_DEFAULTS } });
  const [listError, setListError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const headers = useFirstHeaders(preview.data);
  const fields = useMemo(() => [...(dialerFields.data ?? []), ...tokenFields(campaign)], [dialerFields.data, campaign]);
  const ready = Boolean(headers && dialerFields.data && templates.data);

  // Once the header, fields and templates are known: the campaign's default template, else auto-match by header.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !ready || !headers) return;
    started.current = true;
    dispatch({ type: 'start', headers, fields, template: defaultTemplate(templates.data ?? [], campaign.defaultMappingTemplate) });
  }, [ready, headers, fields, templates.data, campaign.defaultMappingTemplate]);

  const chooseTemplate = (t: MappingTemplate | null) => headers && dispatch({ type: 'template', template: t, headers, fields });

  const send = (saveAs: string | null) => {
    const chosen = templates.data?.find((t) => t.id === state.templateId) ?? null;
    const body = {
      ...targetRequest(provider, target, leadKeyFieldsOf(workspace)),
      mappedCols: state.mapping,
      templateName: saveAs ?? chosen?.name ?? null,
      saveAsTemplate: saveAs !== null,
    };
    process.mutate(
      { listId: list.id, body },
      {
        onSuccess: (l) => {
          setAsking(false);
          notify(MESSAGES.listProcessing.replace('{list}', l.name), 'info');
          setTimeout(onClose, EDITOR_CLOSE_DELAY_MS);
        },
        onError: () => setAsking(false),
      },
    );
  };

  const start = () => {
    const err = targetError(provider, target);
    setListError(err);
    if (err) return;
    if (state.templateId) send(null);
    else setAsking(true);
  };

  return (
    <ListProcessPanel
      open={open} title={list.name} onClose={onClose} onProcess={start} processDisabled={!ready || process.isPending}
      loadError={preview.error ?? dialerFields.error ?? templates.error} loading={!ready}
      preview={preview.data} headers={headers} page={page} onPage={setPage} fields={fields} mapping={state.mapping}
      onMap={(columnIndex, columnId) => dispatch({ type: 'edit', columnIndex, columnId })}
      extra={<SaveTemplateDialog open={asking} busy={process.isPending} onDone={send} onClose={() => setAsking(false)} />}
    >
      <MappingTemplatePicker ws={ws} templates={templates.data ?? []} value={state.templateId} onChange={chooseTemplate} disabled={!ready} loading={templates.isPending} />
      <ListTargetOptions
        provider={provider}
        target={target}
        onChange={(t) => {
          setTarget(t);
          if (t.dialerList) setListError(null);
        }}
        lists={dialer.data?.lists ?? []}
        listsLoading={dialer.isPending && Boolean(campaign.dialerCampaignId)}
        listError={listError}
      />
    </ListProcessPanel>
  );
}
