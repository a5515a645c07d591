import type { ReactNode } from 'react';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { API_DOCS_URL } from '../../app/navigation';
import { useSupportUrl } from '../../lib/public-config';

type QuickLink = '/sign-in' | '/forgot-password';
const QUICK_LINKS: { to: QuickLink; label: string }[] = [
  { to: '/sign-in', label: 'Sign in' },
  { to: '/forgot-password', label: 'Password Reset' },
];

/**
 * The frame of the signed-out screens: a centred card and the footer of spec 1 §2.4. The footer's quick links leave
 * out the page itself and what the card already offers (`cardLinks`), so the keyboard never meets one place twice.
 */
export function AuthLayout({ title, children, cardLinks = [] }: { title: string; children: ReactNode; cardLinks?: QuickLink[] }) {
  const year = new Date().getFullYear();
  const supportUrl = useSupportUrl();
  const { pathname } = useLocation();
  const quickLinks = QUICK_LINKS.filter((l) => l.to !== pathname && !cardLinks.includes(l.to));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" alignItems="center" spacing={1.5} sx={{ mb: 3 }}>
            <Box component="img" src="/logo.svg" alt="" sx={{ width: 36, height: 36 }} />
            <Typography variant="h2" component="span">
              Trueline
            </Typography>
          </Stack>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </Box>
      <Box component="footer" sx={{ py: 2, px: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} justifyContent="center" alignItems="center" sx={{ typography: 'body2' }}>
          {quickLinks.map((l) => <Link key={l.to} component={RouterLink} to={l.to}>{l.label}</Link>)}
          {supportUrl ? <Link href={supportUrl} target="_blank" rel="noopener noreferrer">Support center</Link> : null}
          <Link href={API_DOCS_URL} target="_blank" rel="noopener noreferrer">API Documentation</Link>
          {supportUrl ? (
            <>
              <Link href={`${supportUrl}/terms`} target="_blank" rel="noopener noreferrer">Terms of service</Link>
              <Link href={`${supportUrl}/privacy`} target="_blank" rel="noopener noreferrer">Privacy policy</Link>
            </>
          ) : null}
          <Typography variant="body2" color="text.secondary">© {year} Trueline. All rights reserved.</Typography>
        </Stack>
      </Box>
    </Box>
  );
}
