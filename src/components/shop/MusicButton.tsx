import './music-button.css';

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
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
        {playing ? <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" /> : <path d="M17 9l5 6M22 9l-5 6" />}
      </svg>
      <span className="music-button__name">{name}</span>
    </button>
  );
}
