import { useState } from 'react';
import { Alert, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { MESSAGES, NANP_COUNTRIES, normalizePhone, UTILITY_SEARCH_TYPES, type CnamCheckResult, type SpamCheckResult, type UtilitySearchType } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { PageHeader } from '../../components/PageHeader';
import { PhoneField } from '../../components/PhoneField';
import { formatPhone } from '../../components/phone';
import { useLookup, type Lookup } from './api';

type Outcome = Lookup | { type: UtilitySearchType; number: string; failed: string };
import { CnamTable, SpamTable } from './LookupTables';

/** /utilities: the number utility (spec 2 §2): CNAM or SPAM look-up of a US or Canadian number. */
export function UtilitiesPage() {
  const lookup = useLookup();
  const [type, setType] = useState<UtilitySearchType>('CNAM');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The result on screen is the latest look-up's only: cleared when a look-up starts, so a failed one never leaves the
  // previous number's result standing as if it were this number's.
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const search = () => {
    const number = normalizePhone(phone, NANP_COUNTRIES);
    const problem = !phone ? MESSAGES.phoneNumberRequired : number ? null : MESSAGES.phoneInvalid;
    setError(problem);
    if (!number || problem) return;
    setOutcome(null);
    lookup.mutate(
      { type, number },
      {
        onSuccess: (l) => setOutcome(l),
        onError: (err) => setOutcome({ type, number, failed: errorMessage(err) }),
      },
    );
  };
  const cnam: CnamCheckResult[] = outcome?.type === 'CNAM' && 'result' in outcome ? [outcome.result] : [];
  const spam: SpamCheckResult[] = outcome?.type === 'SPAM' && 'result' in outcome ? [outcome.result] : [];
  const failure = outcome && 'failed' in outcome && outcome.type === type ? outcome : null;

  return (
    <>
      <PageHeader title="Number utility" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          alignItems={{ md: 'flex-start' }}
          component="form"
          role="search"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <TextField select label="Search type" value={type} onChange={(e) => setType(e.target.value as UtilitySearchType)} sx={{ width: { md: 160 } }}>
            {UTILITY_SEARCH_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <PhoneField
            value={phone}
            onChange={(v) => {
              setPhone(v);
              setError(null);
            }}
            countries={NANP_COUNTRIES}
            label="Phone number"
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={lookup.isPending} sx={{ mt: { md: 0.25 } }}>
            Search
          </Button>
        </Stack>
      </Paper>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          The {failure.type} look-up of {formatPhone(failure.number)} failed: {failure.failed}
        </Alert>
      ) : null}
      {type === 'CNAM' ? <CnamTable rows={cnam} /> : <SpamTable rows={spam} />}
    </>
  );
}
