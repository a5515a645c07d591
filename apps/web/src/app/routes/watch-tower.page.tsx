import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Tab } from '@mui/material';
import { PageHeader } from '../../components/PageHeader';
import { WorkspaceSelector } from '../../components/WorkspaceSelector';
import { BusinessRecordsTab } from '../../features/business-records/BusinessRecordsTab';
import { FtcSansTab } from '../../features/ftc-sans/FtcSansTab';
import { RndConnectionsTab } from '../../features/rnd-connections/RndConnectionsTab';
import { BrandedCallingProfilesTab } from '../../features/branded-calling-profiles/BrandedCallingProfilesTab';
import { ActiveProspectTab } from '../../features/active-prospect/ActiveProspectTab';
import { VeriskTab } from '../../features/verisk/VeriskTab';
import { ScrollableTabs } from '../../components/ScrollableTabs';

/** The tabs of the compliance configuration area (spec 2 §2), each kept in the URL as ?tab=. */
const TABS: { value: string; label: string; Component: ComponentType }[] = [
  { value: 'kyc', label: 'Business Profile', Component: BusinessRecordsTab },
  { value: 'dnc', label: 'National DNC', Component: FtcSansTab },
  { value: 'rnd', label: 'RND', Component: RndConnectionsTab },
  { value: 'branded-calling', label: 'Branded Calling', Component: BrandedCallingProfilesTab },
  { value: 'active-prospect', label: 'Active Prospect', Component: ActiveProspectTab },
  { value: 'verisk', label: 'Verisk', Component: VeriskTab },
];

/** /watch-tower: the Watchtower header with the workspace selector, and one tab per compliance configuration. */
export function WatchTowerPage() {
  const [params, setParams] = useSearchParams();
  const active = TABS.find((t) => t.value === params.get('tab')) ?? TABS[0]!;
  const select = (value: string) =>
    setParams((p) => {
      p.set('tab', value);
      return p;
    }, { replace: true });
  const { Component } = active;
  return (
    <>
      <PageHeader title="Watchtower">
        <WorkspaceSelector />
      </PageHeader>
      <ScrollableTabs
        value={active.value}
        onChange={(_e, v: string) => select(v)}
        aria-label="Compliance configuration"
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={`watchtower-tab-${t.value}`} aria-controls={`watchtower-tabpanel-${t.value}`} />
        ))}
      </ScrollableTabs>
      <Box role="tabpanel" id={`watchtower-tabpanel-${active.value}`} aria-labelledby={`watchtower-tab-${active.value}`}>
        <Component />
      </Box>
    </>
  );
}
