import { FormControlLabel, Switch, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useZodForm } from '../../components/form/use-zod-form';
import { ftcSanBody, MESSAGES, type FtcSan } from '@trueline/contract';
import { ConfigPanel } from '../../components/ConfigPanel';
import { useConfigPanel, type PanelTarget } from '../../components/use-config-panel';
import { useFtcSanActions } from './api';

interface FormValues {
  ftcOrgName: string;
  ftcOrgId: string;
  ftcSan: string;
  expires: string;
  fullCoverage: boolean;
  areaCodes: string;
}
const FIELDS = ['ftcOrgName', 'ftcOrgId', 'ftcSan', 'expires', 'fullCoverage', 'areaCodes'] as const;

const valuesOf = (san: FtcSan | null): FormValues => ({
  ftcOrgName: san?.ftcOrgName ?? '', ftcOrgId: san?.ftcOrgId ?? '', ftcSan: san?.ftcSan ?? '', expires: san?.expires ?? '',
  fullCoverage: san?.fullCoverage ?? true, areaCodes: san?.areaCodes.join(', ') ?? '',
});

interface Props {
  ws: string;
  /** The SAN being edited, 'new' to add one, null when closed. */
  target: PanelTarget<FtcSan>;
  /** Only a SuperAdmin changes FTC SANs; others see the panel read-only. */
  editable: boolean;
  onClose(): void;
}

/** 'Edit or Create FTC SAN': organisation, SAN, expiry and the area codes it covers. */
export function FtcSanPanel({ ws, target, editable, onClose }: Props) {
  const { save, remove } = useFtcSanActions(ws);
  const form = useZodForm(ftcSanBody, { mode: 'onTouched', defaultValues: valuesOf(target === 'new' ? null : target) });
  const { errors, isValid } = form.formState;
  const fullCoverage = form.watch('fullCoverage');
  const panel = useConfigPanel({
    target, form, valuesOf, fields: FIELDS, onClose,
    save: (id, body) => save.mutateAsync({ id, body }),
    remove: (id) => remove.mutateAsync(id),
  });

  const field = (name: 'ftcOrgName' | 'ftcOrgId' | 'ftcSan', label: string) => (
    <TextField label={label} required={editable} disabled={!editable} {...form.register(name)} error={Boolean(errors[name])} helperText={errors[name]?.message} />
  );

  return (
    <ConfigPanel panel={panel} noun="FTC SAN" formId="ftc-san-form" confirmDelete={MESSAGES.confirmDeleteFtcSan} valid={isValid} editable={editable}>
      {field('ftcOrgName', 'Org name')}
      {field('ftcOrgId', 'Org Id')}
      {field('ftcSan', 'SAN')}
      <TextField label="Expires" type="date" disabled={!editable} {...form.register('expires')} error={Boolean(errors.expires)}
        helperText={errors.expires?.message ?? 'The day the SAN subscription ends.'} slotProps={{ inputLabel: { shrink: true } }} />
      <Controller
        control={form.control}
        name="fullCoverage"
        render={({ field: f }) => (
          <FormControlLabel label="Full coverage (every area code)" disabled={!editable}
            control={<Switch checked={f.value} onChange={(e) => { f.onChange(e.target.checked); void form.trigger('areaCodes'); }} onBlur={f.onBlur} inputRef={f.ref} />} />
        )}
      />
      {fullCoverage ? null : (
        <TextField label="Area codes" multiline minRows={2} required={editable} disabled={!editable} {...form.register('areaCodes')}
          error={Boolean(errors.areaCodes)} helperText={errors.areaCodes?.message ?? 'Comma-separated 3-digit area codes, for example 212, 646, 917.'} />
      )}
    </ConfigPanel>
  );
}
