import { useState } from 'react';
import { Alert, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { protectUploadMessage, type ProtectAction, type ProtectUploadResult } from '@trueline/contract';
import { formatPhone } from '../../components/phone';

/** The last upload's outcome, with the rejected rows (line, value, reason) on demand. */
export function UploadResult({ action, result, onClose }: { action: ProtectAction; result: ProtectUploadResult; onClose(): void }) {
  const [showRows, setShowRows] = useState(false);
  const hidden = result.failureCount - result.failureRecords.length;
  return (
    <Alert
      severity={result.failureCount > 0 ? 'warning' : 'success'}
      onClose={onClose}
      sx={{ mt: 2, '& .MuiAlert-message': { width: '100%', overflowX: 'auto' } }}
      data-testid="protect-upload-result"
      action={result.failureCount > 0 ? (
        <Button color="inherit" size="small" onClick={() => setShowRows((s) => !s)} aria-expanded={showRows}>
          {showRows ? 'Hide rows' : 'Show rows'}
        </Button>
      ) : undefined}
    >
      {protectUploadMessage(action, result)}
      {showRows ? (
        <TableContainer sx={{ mt: 1, maxHeight: 240 }}>
          <Table size="small" stickyHeader aria-label="Rejected rows">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>Value</TableCell>
                <TableCell>Reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.failureRecords.map((f) => (
                <TableRow key={`${f.row}-${f.number}`}>
                  <TableCell>{f.row}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{formatPhone(f.number)}</TableCell>
                  <TableCell>{f.reason}</TableCell>
                </TableRow>
              ))}
              {hidden > 0 ? (
                <TableRow>
                  <TableCell colSpan={3}>and {hidden} more</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Alert>
  );
}
