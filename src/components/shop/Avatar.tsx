import { Icon } from '../ui/Icon.tsx';

/**
 * A member's round picture, or the first letter of the name on a colour derived from it. A member without a name gets
 * a person outline, never a digit of the phone number.
 */
export default function Avatar({ name, src, size = 48 }: { name: string; src?: string; size?: number }) {
  const letter = /\p{L}/u.exec(name.trim())?.[0]?.toUpperCase() ?? '';
  const hue = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const style = { width: size, height: size, borderRadius: '50%', flex: 'none' as const };
  if (src) return <img src={src} alt="" width={size} height={size} style={{ ...style, objectFit: 'cover' }} loading="lazy" />;
  return (
    <span
      aria-hidden="true"
      style={{
        ...style,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: `hsl(${hue} 55% 38%)`,
        color: '#fff',
        fontWeight: 700,
        fontSize: size * 0.42,
      }}
    >
      {letter || <Icon name="person" size={size * 0.55} strokeWidth={1.8} />}
    </span>
  );
}
