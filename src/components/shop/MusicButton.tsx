import './music-button.css';
import { Icon } from '../ui/Icon.tsx';

/** Speaker on/off and the track name; toggles the card's music. */
export function MusicButton({
  name,
  playing,
  onToggle,
  playLabel,
  pauseLabel,
}: {
  name: string;
  playing: boolean;
  onToggle: () => void;
  playLabel: string;
  pauseLabel: string;
}) {
  return (
    <button
      type="button"
      className="music-button"
      onClick={onToggle}
      aria-pressed={playing}
      aria-label={playing ? pauseLabel : playLabel}
      data-testid="music-button"
      data-state={playing ? 'playing' : 'paused'}
    >
      <Icon name={playing ? 'soundOn' : 'soundOff'} size={22} />
      <span className="music-button__name">{name}</span>
    </button>
  );
}
