import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { z } from 'zod';
import { workflowsRoutes, type PickerOption } from '@trueline/contract';
import { defineNode, type NodeDefinition } from '@trueline/workflow';
import { withProviders } from '../../../../testing/with-providers';
import { screenTestApi } from '../../../../testing/screen-test';
import { NodeForm } from './NodeForm';
import { NodeFormContext } from './form-context';
import type { NodeDraft } from './form-values';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../../../lib/api', async (original) => ({ ...(await original<typeof import('../../../../lib/api')>()), api: apiMock }));

const fake = screenTestApi(apiMock);

/** A node type with one field of each kind, as node definitions describe their forms. */
const sample = defineNode({
  type: 'RecordSet', version: 1, category: 'Data services', featureFlag: null, workflowTypes: ['RealTime'], label: 'Sample', description: 'A sample node.',
  outputs: [{ id: 'next', label: 'Next' }],
  config: z.object({
    recordSetId: z.string().min(1, 'Field is required'),
    lookupSource: z.enum(['PHONE', 'METADATA']).default('PHONE'),
    metaDataKey: z.string().default(''),
    zipAttribute: z.string().default(''),
    attempts: z.number().int().min(1, 'Enter a whole number of at least 1').default(7),
    strict: z.boolean().default(false),
    channels: z.array(z.enum(['Voice', 'SMS'])).default(['Voice']),
  }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'recordSetId', label: 'Record set', source: 'recordSets' },
    { kind: 'select', name: 'lookupSource', label: 'Look up by', options: [{ value: 'PHONE', label: 'Phone' }, { value: 'METADATA', label: 'Meta data' }] },
    { kind: 'text', name: 'metaDataKey', label: 'Meta data key', showIf: { field: 'lookupSource', equals: 'METADATA' } },
    { kind: 'recordSetAttribute', name: 'zipAttribute', label: 'Zip attribute', recordSetField: 'recordSetId' },
    { kind: 'number', name: 'attempts', label: 'Attempts', min: 1 },
    { kind: 'switch', name: 'strict', label: 'Strict' },
    { kind: 'multiselect', name: 'channels', label: 'Channels', options: [{ value: 'Voice', label: 'Voice' }, { value: 'SMS', label: 'SMS' }] },
  ],
  panelWidth: 500,
  evaluate: () => ({ kind: 'output', output: 'next' }),
}) as unknown as NodeDefinition;

const decision = defineNode({
  ...sample, type: 'Decision', label: 'Decision',
  config: z.object({ conditions: z.array(z.object({ scope: z.string(), property: z.string(), operation: z.string(), value: z.string() })).default([]) }),
  form: [{ kind: 'widget', name: 'conditions', label: 'Conditions', widget: 'decisionConditions' }],
}) as unknown as NodeDefinition;

const inserts = defineNode({
  ...sample, type: 'MessagingCampaignInsert', label: 'Messaging insert',
  config: z.object({ mappings: z.array(z.record(z.string(), z.unknown())).default([]) }),
  form: [{ kind: 'widget', name: 'mappings', label: 'Mappings', widget: 'campaignMappings' }],
}) as unknown as NodeDefinition;

const places = defineNode({
  ...sample, type: 'StateDialing', label: 'State dialing',
  config: z.object({ scopes: z.array(z.record(z.string(), z.unknown())).default([]) }),
  form: [{ kind: 'widget', name: 'scopes', label: "Callee's place from", widget: 'propertyScopes' }],
}) as unknown as NodeDefinition;

const recordSets: PickerOption[] = [{ id: 'rs1', name: 'Known callers', status: 'ACTIVE', attributes: [{ name: 'phone', type: 'S', locked: true }, { name: 'zip', type: 'S' }, { name: 'tier', type: 'N' }] }];

function Harness({ def, initial, onDraft }: { def: NodeDefinition; initial: NodeDraft; onDraft?(d: NodeDraft): void }) {
  const [draft, setDraft] = useState(initial);
  return (
    <NodeFormContext.Provider value={{ ws: 'ws1', workflowId: 'wf1', nodeType: def.type, recordSets }}>
      <NodeForm def={def} draft={draft} onChange={(d) => (setDraft(d), onDraft?.(d))} />
    </NodeFormContext.Provider>
  );
}

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('NodeForm', () => {
  it('renders each field of the declarative description by kind, and a showIf field only while its condition holds', async () => {
    fake.on(workflowsRoutes.pickerOptions, ({ params }) => {
      if (params?.source === 'recordSets') return recordSets;
      throw new Error(`unexpected picker ${params?.source}`);
    });
    const drafts: NodeDraft[] = [];
    render(withProviders(<Harness def={sample} initial={{ label: 'Look up', config: { lookupSource: 'PHONE', attempts: 7, strict: false, channels: ['Voice'] } }} onDraft={(d) => drafts.push(d)} />));

    expect((screen.getByLabelText('Label') as HTMLInputElement).value).toBe('Look up');
    expect(screen.getByRole('combobox', { name: 'Look up by' }).textContent).toBe('Phone');
    expect(screen.queryByLabelText('Meta data key')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Strict' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Channels' }).textContent).toBe('Voice');
    // The picker's required value says so until chosen; the attribute chooser waits for the record set.
    expect(screen.getByText('Field is required')).toBeTruthy();
    expect(screen.getByText('Choose the record set first')).toBeTruthy();

    await choose('Look up by', 'Meta data');
    expect(screen.getByLabelText('Meta data key')).toBeTruthy();
    await choose('Look up by', 'Phone');
    expect(screen.queryByLabelText('Meta data key')).toBeNull();

    fireEvent.change(screen.getByLabelText('Attempts'), { target: { value: '0' } });
    expect(screen.getByText('Enter a whole number of at least 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Strict' }));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Known callers look-up' } });
    expect(drafts.at(-1)).toMatchObject({ label: 'Known callers look-up', config: { attempts: 0, strict: true, lookupSource: 'PHONE' } });

    // The record set picker offers the workspace's sets; once chosen, its attributes are offered.
    const picker = screen.getByRole('combobox', { name: 'Record set' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Known callers' }));
    expect(drafts.at(-1)!.config.recordSetId).toBe('rs1');
    await choose('Zip attribute', 'zip');
    expect(drafts.at(-1)!.config.zipAttribute).toBe('zip');
  });

  it('hides the Decision value for IS_SET and IS_NOT_SET, and shows it again for a comparison', async () => {
    render(withProviders(<Harness def={decision} initial={{ label: '', config: { conditions: [] } }} />));
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(screen.getByLabelText('Value')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Scope' }).textContent).toBe('Interaction');
    await choose('Operation', 'is set');
    expect(screen.queryByLabelText('Value')).toBeNull();
    await choose('Operation', 'is not set');
    expect(screen.queryByLabelText('Value')).toBeNull();
    await choose('Operation', 'contains');
    expect(screen.getByLabelText('Value')).toBeTruthy();
    // A record set is a scope; its attributes are the properties.
    await choose('Scope', 'Record set: Known callers');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Property' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['phone', 'zip', 'tier']);
  });

  it('adds a mapping only once its field is chosen, and does not offer a mapped field again', async () => {
    const drafts: NodeDraft[] = [];
    render(withProviders(<Harness def={inserts} initial={{ label: '', config: { mappings: [] } }} onDraft={(d) => drafts.push(d)} />));
    const add = () => screen.getByRole('button', { name: 'Add mapping' }) as HTMLButtonElement;
    expect(add().disabled).toBe(true);
    const field = screen.getByRole('combobox', { name: 'Campaign field' });
    fireEvent.mouseDown(field);
    fireEvent.click(await screen.findByRole('option', { name: 'Phone' }));
    expect(add().disabled).toBe(false);
    fireEvent.click(add());
    expect(drafts.at(-1)!.config.mappings).toEqual([expect.objectContaining({ mapping: 'Phone', scope: 'Interaction', property: 'To', type: 'Phone' })]);
    expect(add().disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Campaign field' }));
    const offered = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(offered).not.toContain('Phone');
    expect(offered).toContain('FirstName');
    fireEvent.change(screen.getByRole('combobox', { name: 'Campaign field' }), { target: { value: 'phone' } });
    expect(screen.getByText('Already mapped')).toBeTruthy();
    expect(add().disabled).toBe(true);
  });

  it('forces the property type of an Interaction scope from its property, and lets other scopes choose it', async () => {
    render(withProviders(<Harness def={places} initial={{ label: '', config: { scopes: [] } }} />));
    fireEvent.click(screen.getByRole('button', { name: 'Add scope' }));
    const type = () => screen.getByRole('combobox', { name: 'Property type' });
    expect(screen.getByRole('combobox', { name: 'Property' }).textContent).toBe('Timezone');
    expect(type().textContent).toBe('Timezone');
    expect(type().getAttribute('aria-disabled')).toBe('true');
    await choose('Property', 'To');
    expect(type().textContent).toBe('Phone');
    await choose('Property', 'State');
    expect(type().textContent).toBe('State');
    await choose('Property', 'City');
    expect(type().textContent).toBe('Zip');
    await choose('Scope', 'Meta data');
    expect((screen.getByLabelText('Property') as HTMLInputElement).value).toBe('');
    expect(type().getAttribute('aria-disabled')).toBeNull();
    await choose('Property type', 'Timezone');
    expect(type().textContent).toBe('Timezone');
  });
});
