import { useEffect, useRef, useState } from 'react';

/** The code drawn as a CODE128 barcode in an SVG with jsbarcode; the server's image stands in if drawing fails. */
export default function Barcode({ value, label, fallback }: { value: string; label: string; fallback: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!cancelled && svg.current)
          JsBarcode(svg.current, value, { format: 'CODE128', width: 1.6, height: 72, margin: 8, fontSize: 14, font: 'monospace' });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [value]);
  if (failed && fallback) return <img src={fallback} alt={label} />;
  return <svg ref={svg} role="img" aria-label={label} data-testid="voucher-barcode" />;
}
