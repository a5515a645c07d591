import { useMemo, useState } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { User } from '@trueline/contract';
import { formatCreated, formatLastSeen, fullName, sortUsers, type SortDirection, type TeamSortKey } from './team-format';
import { ClickableRow } from '../../components/ClickableRow';
import { EmptyTableRow } from '../../components/EmptyTableRow';

/** `wide` columns fold into the Name cell on phones. */
const COLUMNS: { key: TeamSortKey; label: string; wide?: boolean }[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email', wide: true },
  { key: 'userType', label: 'User type', wide: true },
  { key: 'created', label: 'Created', wide: true },
  { key: 'lastSeen', label: 'Last seen' },
];

interface Props {
  users: readonly User[];
  onOpen(user: User): void;
}

/** The team, all rows on one page, sorted by name by default; on phones email and user type sit under the name and Created is left out. */
export function TeamTable({ users, onOpen }: Props) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [sort, setSort] = useState<{ key: TeamSortKey; direction: SortDirection }>({ key: 'name', direction: 'asc' });
  const rows = useMemo(() => sortUsers(users, sort.key, sort.direction), [users, sort]);
  const columns = narrow ? COLUMNS.filter((c) => !c.wide) : COLUMNS;

  const sortBy = (key: TeamSortKey) =>
    setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }));

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Team members">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} sortDirection={sort.key === c.key ? sort.direction : false}>
                <TableSortLabel active={sort.key === c.key} direction={sort.key === c.key ? sort.direction : 'asc'} onClick={() => sortBy(c.key)}>
                  {c.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((u) => (
            <ClickableRow key={u.id} aria-label={`Edit ${fullName(u)}`} onActivate={() => onOpen(u)}>
              <TableCell>
                {fullName(u)}
                {narrow ? (
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                    {u.email}
                    <br />
                    {u.userType}
                  </Typography>
                ) : null}
              </TableCell>
              {narrow ? null : <TableCell>{u.email}</TableCell>}
              {narrow ? null : <TableCell>{u.userType}</TableCell>}
              {narrow ? null : <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCreated(u.created)}</TableCell>}
              <TableCell sx={{ whiteSpace: { sm: 'nowrap' }, width: { xs: 120, sm: 'auto' } }}>
                <Typography variant="body2" color={u.lastSeen ? 'text.primary' : 'text.secondary'}>{formatLastSeen(u)}</Typography>
              </TableCell>
            </ClickableRow>
          ))}
          {rows.length === 0 ? (
            <EmptyTableRow columns={columns.length}>No team members yet.</EmptyTableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
