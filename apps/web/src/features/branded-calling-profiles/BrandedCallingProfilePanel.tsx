import { MenuItem, TextField } from '@mui/material';
import { Controller, type FieldPath } from 'react-hook-form';
import { useZodForm } from '../../components/form/use-zod-form';
import {
  BRANDED_NAME_LIMITS, BUSINESS_CATEGORIES, brandedCallingProfileBody, CALL_PURPOSES, MESSAGES, TMO_BUSINESS_CATEGORIES,
  type BrandedCallingProfile, type BrandedCallingProfileBody,
} from '@trueline/contract';
import { ConfigPanel } from '../../components/ConfigPanel';
import { sidePanelSelectSlotProps } from '../../components/SidePanel';
import { useConfigPanel, type PanelTarget } from '../../components/use-config-panel';
import { useBrandedCallingProfileActions } from './api';

type FormValues = Required<BrandedCallingProfileBody>;
const FIELDS: FieldPath<FormValues>[] = ['label', 'callerNameShort', 'callerNameLong', 'legalName', 'enterpriseId', 'callPurpose', 'businessCategory', 'tmoBusinessCategory'];

const valuesOf = (p: BrandedCallingProfile | null): FormValues => ({
  label: p?.label ?? '', callerNameShort: p?.callerNameShort ?? '', callerNameLong: p?.callerNameLong ?? '', legalName: p?.legalName ?? '',
  enterpriseId: p?.enterpriseId ?? '', callPurpose: p?.callPurpose ?? '', businessCategory: p?.businessCategory ?? '', tmoBusinessCategory: p?.tmoBusinessCategory ?? '',
});

interface Props {
  ws: string;
  /** The profile being edited, 'new' to add one, null when closed. */
  target: PanelTarget<BrandedCallingProfile>;
  /** Only a SuperAdmin changes profiles; others see the panel read-only. */
  editable: boolean;
  onClose(): void;
}

/** 'Edit or Create Profile': the caller names and categories registered for branded calling. */
export function BrandedCallingProfilePanel({ ws, target, editable, onClose }: Props) {
  const { save, remove } = useBrandedCallingProfileActions(ws);
  const form = useZodForm(brandedCallingProfileBody, { mode: 'onTouched', defaultValues: valuesOf(target === 'new' ? null : target) });
  const { errors, isValid } = form.formState;
  const [shortName, longName] = form.watch(['callerNameShort', 'callerNameLong']);
  const panel = useConfigPanel({
    target, form, valuesOf, fields: FIELDS, onClose,
    save: (id, body) => save.mutateAsync({ id, body }),
    remove: (id) => remove.mutateAsync(id),
  });

  const text = (name: 'label' | 'callerNameShort' | 'callerNameLong' | 'legalName' | 'enterpriseId', label: string, hint?: string) => (
    <TextField label={label} required={editable} disabled={!editable} {...form.register(name)} error={Boolean(errors[name])} helperText={errors[name]?.message ?? hint} />
  );
  const select = (name: 'callPurpose' | 'businessCategory' | 'tmoBusinessCategory', label: string, options: readonly string[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField select label={label} required={editable} disabled={!editable} {...field} error={Boolean(errors[name])} helperText={errors[name]?.message}
          slotProps={sidePanelSelectSlotProps}>
          {options.map((o) => <MenuItem key={o} value={o}>{o}</MenuItem>)}
        </TextField>
      )}
    />
  );

  return (
    <ConfigPanel panel={panel} noun="Profile" formId="branded-profile-form" confirmDelete={MESSAGES.confirmDeleteProfile} valid={isValid} editable={editable}>
      {text('label', 'Label')}
      {text('callerNameShort', 'Short name', `${shortName.length}/${BRANDED_NAME_LIMITS.short} characters, shown where the display is small.`)}
      {text('callerNameLong', 'Long name', `${longName.length}/${BRANDED_NAME_LIMITS.long} characters, shown on rich call screens.`)}
      {text('legalName', 'Legal name')}
      {text('enterpriseId', 'Enterprise Id', 'The id the branded calling vendor gave your enterprise.')}
      {select('callPurpose', 'Calling purpose', CALL_PURPOSES)}
      {select('businessCategory', 'Business category', BUSINESS_CATEGORIES)}
      {select('tmoBusinessCategory', 'T-Mobile business category', TMO_BUSINESS_CATEGORIES)}
    </ConfigPanel>
  );
}
