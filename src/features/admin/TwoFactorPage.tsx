import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { type FormEvent, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { confirmTotp, startTotp } from './admin-api.ts';

/** Sets up the second factor: a QR code for an authenticator app, then a code from it to confirm. */
export function TwoFactorPage() {
  const notify = useNotify();
  const [secret, setSecret] = useState('');
  const [qr, setQr] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const begin = async () => {
    const s = await startTotp();
    setSecret(s.secret);
    setQr(await QRCode.toDataURL(s.otpauth_url, { margin: 1, width: 200 }));
  };
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await confirmTotp(secret, code, password);
      setDone(true);
      notify('Two-factor sign-in is on', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The code did not match', { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="Two-factor sign-in" />
      <CardContent>
        <Typography component="h1" variant="h5">
          Two-factor sign-in
        </Typography>
        {done ? (
          <Typography sx={{ mt: 1 }}>On. Your next sign-in asks for the code from your authenticator app.</Typography>
        ) : !secret ? (
          <Button variant="contained" sx={{ mt: 2 }} onClick={begin}>
            Set up an authenticator app
          </Button>
        ) : (
          <Box component="form" onSubmit={confirm} sx={{ mt: 2, display: 'grid', gap: 2 }}>
            <img src={qr} alt="QR code to scan with an authenticator app" width={200} height={200} />
            <Typography>
              Or type this key: <code>{secret}</code>
            </Typography>
            <TextField
              label="Code from the app"
              inputMode="numeric"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
            <TextField
              label="Your password"
              type="password"
              autoComplete="current-password"
              helperText="Changing the second factor signs out your other sessions."
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" variant="contained">
              Confirm
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
