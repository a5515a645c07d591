import { Button, Paper, Typography } from '@mui/material';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 560 }}>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        This address does not exist in the console.
      </Typography>
      <Button variant="contained" onClick={() => navigate('/home')}>
        Go to home
      </Button>
    </Paper>
  );
}
