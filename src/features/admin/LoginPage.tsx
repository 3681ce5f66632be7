import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLogin, useNotify } from 'react-admin';

/**
 * Sign-in with email, password and, for staff who set up two-factor sign-in, the authenticator's code. The code field
 * is always there: the server answers every wrong email, password or code alike (decision 0237).
 */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await login({ username: email, password, otp: otp || undefined });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Sign-in failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#eef2f7' }}>
      <Card sx={{ width: 360 }}>
        <CardContent>
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            Sign in to the Ugift back office
          </Typography>
          <form onSubmit={submit}>
            <TextField
              label="E-mail"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              fullWidth
              required
              margin="dense"
              autoFocus
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              fullWidth
              required
              margin="dense"
            />
            <TextField
              label="Code from your authenticator (if you set one up)"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
              fullWidth
              margin="dense"
            />
            <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
              Sign in
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
