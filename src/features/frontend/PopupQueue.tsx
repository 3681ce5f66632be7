import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { pickLang } from '../../shared/i18n-pick.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/frontend.ts';
import SafeImage from '../../components/ui/SafeImage.tsx';
import type { Lang3, Linkage } from '../../shared/api/catalogue-types.ts';
import CountryDialog from './CountryDialog.tsx';
import { linkTarget } from './linkage.ts';
import { POPUPS_SEEN_KEY } from './popups-seen.ts';
import VideoDialog from './VideoDialog.tsx';

/**
 * The popup at the head of the home queue: choose country, a video, or a promo with Go and Don't Show Again. Loaded
 * on demand by HomePopups, only when there is something to show (decision 0005: the home page's byte budget).
 */
export default function PopupQueue({
  current,
  lang,
  next,
  dontShowAgain,
}: {
  current: Linkage;
  lang: Lang3;
  next: () => void;
  dontShowAgain: (p: Linkage) => Promise<void>;
}) {
  const { t } = useT('frontend');
  const { t: tc } = useT('common');
  const title = pickLang(current.multiple_languages, lang, 'name') || current.linkage_info.name;
  const text = pickLang(current.multiple_languages, lang, 'description') || current.linkage_info.description;
  const target = linkTarget(current);
  const art = pickLang(current.multiple_languages, lang, 'image') || current.image;

  if (current.popup_type === 'country') return <CountryDialog key={current.id} open title={title} text={text} onClose={next} />;
  if (current.popup_type === 'video' && target.kind === 'video')
    return <VideoDialog key={current.id} url={target.url} title={title} image={art} onClose={next} />;
  const goTo = () => {
    sessionStorage.setItem(POPUPS_SEEN_KEY, '1');
    if (target.kind === 'page') window.location.assign(target.url);
    else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
    next();
  };
  return (
    <Dialog
      key={current.id}
      open
      title={title}
      onClose={next}
      className="promo-popup"
      actions={
        <>
          <Button variant="ghost" onClick={() => void dontShowAgain(current)} data-testid="popup-dont-show">
            {t('popup.dontShow')}
          </Button>
          <Button variant="secondary" onClick={next}>
            {tc('actions.close')}
          </Button>
          {target.kind !== 'none' && target.kind !== 'video' && (
            <Button onClick={goTo} data-testid="popup-go">
              {t('popup.go')}
            </Button>
          )}
        </>
      }
    >
      <SafeImage src={art} alt="" className="promo-popup__image" />
      {text && <p>{text}</p>}
    </Dialog>
  );
}
