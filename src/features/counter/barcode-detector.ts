/** What the counter asks of a barcode detector: the native one or the polyfill's. */
export interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string; format: string }>>;
}

interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/** The formats vouchers carry: QR codes and CODE128 barcodes. */
export const VOUCHER_FORMATS = ['qr_code', 'code_128'];

/**
 * The browser's own BarcodeDetector when it reads both voucher formats, else the zxing-wasm polyfill, imported on
 * demand (its own chunk; its .wasm comes from this origin).
 */
export async function createDetector(): Promise<{ detector: Detector; native: boolean }> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      const supported = await Native.getSupportedFormats();
      if (VOUCHER_FORMATS.every((f) => supported.includes(f))) return { detector: new Native({ formats: VOUCHER_FORMATS }), native: true };
    } catch {
      // a native API that cannot list its formats: use the polyfill
    }
  }
  const { BarcodeDetector, readerReady } = await import('./zxing-detector.ts');
  await readerReady();
  return { detector: new BarcodeDetector({ formats: VOUCHER_FORMATS as Array<'qr_code' | 'code_128'> }) as Detector, native: false };
}
