import { Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { CnamCheckResult, SpamCheckResult } from '@trueline/contract';
import { formatPhone } from '../../components/phone';
import { EmptyTableRow } from '../../components/EmptyTableRow';

const RISK_COLOR = { LOW: 'success', MEDIUM: 'warning', HIGH: 'error' } as const;

/** The CNAM look-up's result: primary and secondary lookup names and the type. */
export function CnamTable({ rows }: { rows: CnamCheckResult[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="CNAM results">
        <TableHead>
          <TableRow>
            <TableCell>Number</TableCell>
            <TableCell>Primary lookup name</TableCell>
            <TableCell>Secondary lookup name</TableCell>
            <TableCell>Type</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={`${r.number}-${i}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(r.number)}</TableCell>
              <TableCell>{r.primary.name}</TableCell>
              <TableCell>{r.secondary.name}</TableCell>
              <TableCell>{r.primary.type}</TableCell>
            </TableRow>
          ))}
          {rows.length === 0 ? <Empty columns={4} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The SPAM look-up's result: score and risk level. */
export function SpamTable({ rows }: { rows: SpamCheckResult[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="SPAM results">
        <TableHead>
          <TableRow>
            <TableCell>Number</TableCell>
            <TableCell>Score</TableCell>
            <TableCell>Risk level</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={`${r.number}-${i}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(r.number)}</TableCell>
              <TableCell>{r.spamScore}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={r.riskLevel} color={RISK_COLOR[r.riskLevel]} />
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 ? <Empty columns={3} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Empty({ columns }: { columns: number }) {
  return <EmptyTableRow columns={columns}>Search a number to see its result here.</EmptyTableRow>;
}
