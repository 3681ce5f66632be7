import { useEffect, useRef, useState } from 'react';

/** How the bars are drawn; the box below is reserved from them. */
const OPTIONS = { format: 'CODE128', width: 1.6, height: 72, margin: 8, fontSize: 14, textMargin: 2, font: 'monospace' };
/** The drawing's height (bars, margins above and below, the text line): the SVG has it before jsbarcode draws. */
const BOX_HEIGHT = OPTIONS.height + 2 * OPTIONS.margin + OPTIONS.fontSize + OPTIONS.textMargin;

/**
 * The code drawn as a CODE128 barcode in an SVG with jsbarcode; the server's image stands in if drawing fails. Its box
 * is laid out at the drawing's height from the start (the drawing scales into it), so the card does not grow when the
 * bars arrive.
 */
export default function Barcode({ value, label, fallback }: { value: string; label: string; fallback: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!cancelled && svg.current) JsBarcode(svg.current, value, OPTIONS);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [value]);
  if (failed && fallback) return <img src={fallback} alt={label} />;
  return (
    <svg ref={svg} role="img" aria-label={label} data-testid="voucher-barcode" className="voucher-barcode" style={{ height: BOX_HEIGHT }} />
  );
}
