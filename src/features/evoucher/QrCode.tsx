import { useEffect, useRef, useState } from 'react';

/** The code drawn as a QR code on a canvas with the qrcode library; the server's image stands in if drawing fails. */
export default function QrCode({ value, label, fallback }: { value: string; label: string; fallback: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    import('qrcode')
      .then((QR) => {
        if (!cancelled && canvas.current) return QR.toCanvas(canvas.current, value, { width: 220, margin: 2, errorCorrectionLevel: 'M' });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [value]);
  if (failed && fallback) return <img src={fallback} alt={label} width={220} height={220} />;
  return <canvas ref={canvas} role="img" aria-label={label} data-testid="voucher-qr" width={220} height={220} />;
}
