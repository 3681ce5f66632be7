import { safeImageSrc } from '../../lib/safe-src.ts';

/** The sender's avatar (or the first letter of the name), the name and the line after it. */
export function SenderBanner({ name, picture, line }: { name: string; picture: string; line: string }) {
  const src = safeImageSrc(picture);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <div className="sender-banner">
      {src ? (
        <img className="sender-banner__avatar" src={src} alt="" />
      ) : (
        <span className="sender-banner__avatar sender-banner__avatar--initial" aria-hidden="true">
          {initial}
        </span>
      )}
      <p className="sender-banner__text">
        <strong>{name}</strong> {line}
      </p>
    </div>
  );
}
