import { MenuItem, Stack, TextField } from '@mui/material';
import {
  CRM_ADD_MODES, CRM_UPDATE_MODES, disabledFive9Options, FIVE9_OPTION_LABELS, LIST_ADD_MODES, resolveFive9Options, type Five9Options,
} from '@trueline/contract';
import { sidePanelSelectSlotProps } from '../../components/SidePanel';

interface Props {
  value: Five9Options;
  onChange(value: Five9Options): void;
  disabled?: boolean;
  /** Lays the three fields side by side on wide screens (the bulk uploader). */
  row?: boolean;
  idPrefix?: string;
}

/**
 * The Five9 CRM and list options (spec 2 §4): with "Don't add", "Update all" and "Add all" are disabled and a chosen
 * one reverts to "Update the first" / "Add the first" (the contract's rules).
 */
export function Five9OptionFields({ value, onChange, disabled, row, idPrefix = 'five9' }: Props) {
  const off = disabledFive9Options({ crmAddMode: value.crmAddMode });
  const set = (patch: Partial<Five9Options>) => onChange(resolveFive9Options({ ...value, ...patch }));
  return (
    <Stack direction={row ? { xs: 'column', md: 'row' } : 'column'} spacing={1.5}>
      <TextField select size="small" fullWidth id={`${idPrefix}-crm-add`} label="CRM add mode" value={value.crmAddMode} disabled={disabled} slotProps={sidePanelSelectSlotProps}
        onChange={(e) => set({ crmAddMode: e.target.value as Five9Options['crmAddMode'] })}>
        {CRM_ADD_MODES.map((m) => (
          <MenuItem key={m} value={m}>{FIVE9_OPTION_LABELS[m]}</MenuItem>
        ))}
      </TextField>
      <TextField select size="small" fullWidth id={`${idPrefix}-crm-update`} label="CRM update mode" value={value.crmUpdateMode} disabled={disabled} slotProps={sidePanelSelectSlotProps}
        onChange={(e) => set({ crmUpdateMode: e.target.value as Five9Options['crmUpdateMode'] })}>
        {CRM_UPDATE_MODES.map((m) => (
          <MenuItem key={m} value={m} disabled={off.crmUpdateModes.includes(m)}>{FIVE9_OPTION_LABELS[m]}</MenuItem>
        ))}
      </TextField>
      <TextField select size="small" fullWidth id={`${idPrefix}-list-add`} label="List add mode" value={value.listAddMode} disabled={disabled} slotProps={sidePanelSelectSlotProps}
        onChange={(e) => set({ listAddMode: e.target.value as Five9Options['listAddMode'] })}>
        {LIST_ADD_MODES.map((m) => (
          <MenuItem key={m} value={m} disabled={off.listAddModes.includes(m)}>{FIVE9_OPTION_LABELS[m]}</MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
