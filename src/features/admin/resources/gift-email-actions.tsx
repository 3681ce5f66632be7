import { Button as MuiButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { dataProvider } from '../admin-api.ts';

interface EmailDelivery {
  email: string;
  status: 'queued' | 'sent' | 'bounced' | 'opened';
}

/**
 * A gift sent by e-mail (decision 0267): its address and delivery, and support's two fixes, each asked first and
 * audited on the server: send the same e-mail again (it went to spam), or send it to a corrected address (the old link
 * stops working), until the gift is opened. The e-mail keeps the language it was first sent in.
 */
export function GiftEmailActions() {
  const record = useRecordContext<{
    id: number;
    order_no: string;
    email_delivery: EmailDelivery | null;
    email_readdress: boolean;
  }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<'resend' | 'readdress' | null>(null);
  const [busy, setBusy] = useState(false);
  const [address, setAddress] = useState('');
  const delivery = record?.email_delivery;
  if (!record || !delivery) return null;
  const run = async () => {
    setBusy(true);
    try {
      if (asking === 'resend') await dataProvider.resendGiftEmail(record.id);
      else await dataProvider.readdressGiftEmail(record.id, address.trim());
      notify(asking === 'resend' ? 'The gift e-mail was sent again' : `The gift was sent to ${address.trim()}`, { type: 'success' });
      setAddress('');
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'Not sent', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <Stack spacing={1} sx={{ my: 1 }} data-testid="gift-email-actions">
      <Typography variant="body2">
        E-mail to {delivery.email}: <strong>{delivery.status}</strong>
      </Typography>
      {record.email_readdress && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <MuiButton variant="outlined" onClick={() => setAsking('resend')}>
            Send the e-mail again
          </MuiButton>
          <TextField size="small" type="email" label="Corrected address" value={address} onChange={(e) => setAddress(e.target.value)} />
          <MuiButton variant="outlined" disabled={!address.trim()} onClick={() => setAsking('readdress')}>
            Send to this address
          </MuiButton>
        </Stack>
      )}
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={
          asking === 'resend'
            ? `Send order ${record.order_no}'s gift e-mail again?`
            : `Send order ${record.order_no}'s gift to ${address.trim()}?`
        }
        content={
          asking === 'resend'
            ? 'The same e-mail, with the same link, goes to the same address.'
            : 'The link sent to the old address stops working at once.'
        }
        confirm={asking === 'resend' ? 'Send again' : 'Send to the new address'}
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
