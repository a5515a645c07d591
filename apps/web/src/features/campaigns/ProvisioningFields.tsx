import { Autocomplete, Chip, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { isMessagingType, SMS_CAMPAIGN_TYPE_LABELS, type CoverageState, type Workspace } from '@trueline/contract';
import { FormSelect } from '../../components/form/fields';
import { messagingCampaignOptions, numberCountOptions, restrictsStates, type CreateCampaignValues } from './create-campaign-form';
import { useBusinessRecordOptions, useProvisioningProfileOptions } from './lookups';

const stateKey = (s: CoverageState) => `${s.country}:${s.stateName}`;

/** The fields the provisioning type brings (spec 1 §4.4): count and states, a profile, or the messaging brand and campaign. */
export function ProvisioningFields({ workspace }: { workspace: Workspace }) {
  const { control, watch, setValue } = useFormContext<CreateCampaignValues>();
  const type = watch('provisioningType');
  const brandId = watch('messagingConfig.businessRecordId');
  const messaging = isMessagingType(type);
  const profiles = useProvisioningProfileOptions(workspace.id, type === 'ProvisioningProfile');
  const records = useBusinessRecordOptions(workspace.id, messaging);
  const brands = (records.data ?? []).filter((r) => r.resourceStatus === 'ACTIVE');
  const smsCampaigns = messagingCampaignOptions(brands.find((r) => r.id === brandId), type);

  if (type === 'FullCoverage') {
    return (
      <>
        <FormSelect
          control={control}
          name="fullCoverageNumberCount"
          label="Numbers per location"
          options={numberCountOptions(workspace).map((n) => ({ value: String(n), label: String(n) }))}
        />
        {restrictsStates(workspace) ? (
          <Controller
            control={control}
            name="coverageStates"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                disableCloseOnSelect
                size="small"
                options={workspace.coverageStates}
                value={field.value}
                onChange={(_e, v) => field.onChange(v)}
                onBlur={field.onBlur}
                getOptionLabel={(s) => s.stateName}
                isOptionEqualToValue={(a, b) => stateKey(a) === stateKey(b)}
                renderValue={(selected, getItemProps) =>
                  selected.map((s, index) => {
                    const { key, ...item } = getItemProps({ index });
                    return <Chip key={key} {...item} size="small" label={s.stateName} />;
                  })}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Coverage states"
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? 'Leave empty to cover every state this workspace allows.'}
                  />
                )}
              />
            )}
          />
        ) : null}
      </>
    );
  }
  if (type === 'ProvisioningProfile') {
    return (
      <FormSelect
        control={control}
        name="provisioningProfileId"
        label="Provisioning profile"
        required
        loading={profiles.isPending}
        options={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      />
    );
  }
  if (!messaging) return null;
  return (
    <>
      <FormSelect
        control={control}
        name="messagingConfig.businessRecordId"
        label="Messaging brand"
        required
        loading={records.isPending}
        options={brands.map((r) => ({ value: r.id, label: r.legalName }))}
        // A campaign belongs to its brand: another brand clears it (spec 1 §4.4).
        onPicked={() => setValue('messagingConfig.smsCampaignId', '')}
      />
      <FormSelect
        control={control}
        name="messagingConfig.smsCampaignId"
        label="Messaging campaign"
        required
        disabled={!brandId}
        options={smsCampaigns.map((c) => ({ value: c.id, label: `${c.name} (${SMS_CAMPAIGN_TYPE_LABELS[c.campaignType]})` }))}
        helperText={brandId ? undefined : 'Choose a brand first.'}
      />
    </>
  );
}
