import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';
import type { VoucherCodeType } from './voucher-code.ts';

const svgDataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A CODE128 barcode as SVG, drawn from jsbarcode's encoding (its object renderer needs no DOM). */
function barcodeSvg(code: string): string {
  const target: { encodings?: Array<{ data: string }> } = {};
  JsBarcode(target, code, { format: 'CODE128' });
  const bits = (target.encodings ?? []).map((e) => e.data).join('');
  const module = 2;
  const margin = 10;
  const barHeight = 80;
  const width = bits.length * module + margin * 2;
  const height = barHeight + margin * 2 + 18;
  let bars = '';
  for (let i = 0; i < bits.length; ) {
    if (bits[i] !== '1') {
      i++;
      continue;
    }
    let run = 1;
    while (bits[i + run] === '1') run++;
    bars += `<rect x="${margin + i * module}" y="${margin}" width="${run * module}" height="${barHeight}"/>`;
    i += run;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fff"/><g fill="#000">${bars}</g>` +
    `<text x="${width / 2}" y="${height - 6}" text-anchor="middle" font-family="monospace" font-size="14">${escapeXml(code)}</text></svg>`
  );
}

/** The code drawn as an image (data URL) for the types that are scanned; '' for typed or linked codes. */
export async function codeImage(type: VoucherCodeType | string, code: string): Promise<string> {
  if (!code) return '';
  if (type === 'qrcode') return svgDataUrl(await QRCode.toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }));
  if (type === 'barcode') return svgDataUrl(barcodeSvg(code));
  return '';
}
