import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import {
  CALLBACK_ROUTING_LABELS, isMessagingType, PROVISIONING_TYPE_LABELS, type Campaign,
} from '@trueline/contract';
import { MetricBlock, MetricList } from '../../components/MetricBlock';
import { formatPhone } from '../../components/phone';
import { CampaignStatusText } from './campaign-columns';
import { dateTime, mediumDate, onOff } from './campaign-format';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>{title}</Typography>
      <MetricList columns={2}>{children}</MetricList>
    </Paper>
  );
}

const coverage = (c: Campaign) => {
  if (c.coverageStates.length > 0) return c.coverageStates.map((s) => s.stateName).join(', ');
  if (c.coverageAreaCodes.length > 0) return `${c.coverageAreaCodes.length} area codes`;
  return c.provisioningType === 'FullCoverage' ? 'Every state the workspace allows' : '—';
};

/** The Overview's three read-only columns (spec 2 §2): Campaign status, Campaign configurables, Campaign features. */
export function OverviewColumns({ campaign: c }: { campaign: Campaign }) {
  const messaging = isMessagingType(c.provisioningType);
  const f = c.features;
  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Column title="Campaign status">
        <MetricBlock label="Status" value={<CampaignStatusText status={c.status} />} />
        <MetricBlock label="Active pool numbers" value={c.activePoolCount.toLocaleString()} size="figure" />
        <MetricBlock label="Next Sentry run" value={dateTime(c.nextSentry)} />
        <MetricBlock label="Created" value={mediumDate(c.created)} />
        <MetricBlock label="Updated" value={mediumDate(c.updated)} />
      </Column>
      <Column title="Campaign configurables">
        <MetricBlock label="Provisioning type" value={PROVISIONING_TYPE_LABELS[c.provisioningType]} />
        {messaging ? null : <MetricBlock label="Dialer campaign" value={c.dialerCampaignName} />}
        <MetricBlock label="CNAM identity" value={c.businessIdentityName} />
        <MetricBlock label="Forward to" value={c.forwardingNumber ? `${formatPhone(c.forwardingNumber)} · ${c.forwardViaSipTrunk ? CALLBACK_ROUTING_LABELS.SIP : CALLBACK_ROUTING_LABELS.PSTN}` : null} />
        <MetricBlock label="Sentry age" value={`${c.sentryAge} days`} />
        {c.provisioningType === 'FullCoverage' ? <MetricBlock label="Numbers per location" value={c.fullCoverageNumberCount} /> : null}
        <MetricBlock label="Coverage" value={coverage(c)} />
        {messaging ? null : <MetricBlock label="Managed" value={c.isManaged ? `Yes, reimported every ${c.reimportInterval} days` : 'No'} />}
        {messaging ? null : <MetricBlock label="Default mapping template" value={c.defaultMappingTemplate} />}
      </Column>
      <Column title="Campaign features">
        {messaging ? null : (
          <>
            <MetricBlock label="DataBoost" value={onOff(f.dataBoostEnabled)} />
            <MetricBlock label="Reject duplicate leads" value={onOff(f.duplicatePrevention)} />
            <MetricBlock label="Known litigator scrubbing" value={onOff(f.knownLitigatorScrubEnabled)} />
            <MetricBlock label="National DNC scrubbing" value={onOff(f.dncScrubEnabled)} />
            <MetricBlock label="State DNC scrubbing" value={onOff(f.stateDncScrubEnabled)} />
            <MetricBlock label="Verisk Jornaya LeadiD" value={onOff(f.veriskCheckEnabled)} />
            <MetricBlock label="ActiveProspect TrustedForm" value={onOff(f.activeProspectCheckEnabled)} />
            <MetricBlock label="Branded calling" value={onOff(Boolean(f.brandedCallingProfileId))} />
            <MetricBlock label="CoreFlux" value={onOff(c.enableElasticScaling)} />
          </>
        )}
        <MetricBlock label="Full Sentry replacement" value={onOff(c.enableFullSentryReplacement)} />
        {messaging ? <MetricBlock label="Messaging campaign" value={c.messagingConfig.smsCampaignId ? 'Associated' : 'None'} /> : null}
      </Column>
    </Box>
  );
}
