import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button as MuiButton, IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { dataProvider } from '../admin-api.ts';

/**
 * A new share link for a paid gift nobody redeemed yet (decision 0238): asked first, since the recipient's link stops
 * working; the new link is shown with a copy button, to send to the recipient.
 */
export function ReissueLinkButton() {
  const record = useRecordContext<{
    id: number;
    order_no: string;
    payment_status: string;
    order_status: string;
    recipient_id: number | null;
  }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState('');
  if (record?.payment_status !== 'Paid' || record.order_status !== 'gift' || record.recipient_id !== null) return null;
  const go = async () => {
    setBusy(true);
    try {
      setLink((await dataProvider.reissueLink(record.id)).reissue_link.share_url);
      notify('A new share link was made; the old one no longer works', { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'No new link', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('Link copied', { type: 'info' });
    } catch {
      notify('Copying was refused: select the link and copy it', { type: 'warning' });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <MuiButton variant="outlined" onClick={() => setAsking(true)}>
        Make a new share link
      </MuiButton>
      {link && (
        <>
          <output aria-label="New share link" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {link}
          </output>
          <Tooltip title="Copy the link">
            <IconButton aria-label="Copy the link" onClick={copy}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        </>
      )}
      <Confirm
        isOpen={asking}
        loading={busy}
        title={`Make a new share link for order ${record.order_no}?`}
        content="The link the recipient has now stops working at once. Send them the new one."
        confirm="Make a new link"
        onConfirm={go}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
