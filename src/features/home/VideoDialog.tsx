import type { ReactNode } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';

/** A banner's or popup's video, played in a dialog. */
export default function VideoDialog({ url, title, onClose, extraActions }: { url: string | null; title: string; onClose: () => void; extraActions?: ReactNode }) {
  const { t } = useT('common');
  return (
    <Dialog open={url !== null} title={title} onClose={onClose} actions={<>{extraActions}<Button onClick={onClose}>{t('actions.close')}</Button></>}>
      {url && (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video className="home-video" src={url} controls playsInline autoPlay muted preload="metadata" data-testid="video-player" />
      )}
    </Dialog>
  );
}
