import type { ReactNode } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/frontend.ts';
import SafeImage from '../../components/ui/SafeImage.tsx';

/** Media of this site play in place; the page's Content-Security-Policy (media-src 'self') keeps other hosts' out. */
export function playsInPlace(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * A banner's or popup's video in a dialog: played in place when the shop serves it, otherwise its picture with a
 * Watch video link that opens the video's own site in a new tab.
 */
export default function VideoDialog({
  url,
  title,
  image,
  onClose,
  extraActions,
}: {
  url: string | null;
  title: string;
  image?: string;
  onClose: () => void;
  extraActions?: ReactNode;
}) {
  const { t } = useT('common');
  const { t: th } = useT('frontend');
  const inPlace = url !== null && playsInPlace(url);
  return (
    <Dialog
      open={url !== null}
      title={title}
      onClose={onClose}
      actions={
        <>
          {extraActions}
          {url && !inPlace && (
            <a className="ui-button ui-button--secondary" href={url} target="_blank" rel="noopener noreferrer" data-testid="video-link">
              {th('video.watch')}
            </a>
          )}
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </>
      }
    >
      {url && inPlace && (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video className="home-video" src={url} controls playsInline autoPlay muted preload="metadata" data-testid="video-player" />
      )}
      {url && !inPlace && image && <SafeImage src={image} alt="" className="home-video home-video--poster" />}
    </Dialog>
  );
}
