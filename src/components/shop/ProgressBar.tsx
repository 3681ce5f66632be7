/** A labelled progress bar; values of 100% or more show as complete (the bar is capped at 100). */
export default function ProgressBar({ percentage, label, text }: { percentage: number; label: string; text?: string }) {
  const value = Math.max(0, Math.min(100, Math.floor(percentage)));
  return (
    <div className="progress">
      <div className="progress__head">
        <span className="progress__text">{text}</span>
        <span className="progress__value">{value}%</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text ? `${value}% ${text}` : `${value}%`}
      >
        <div className={`progress__fill${value >= 100 ? ' progress__fill--done' : ''}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
