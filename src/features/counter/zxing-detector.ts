import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// The reader's WebAssembly, bundled by Vite into _astro/ and served by this origin: the polyfill would otherwise fetch
// it from a CDN, which the site's Content-Security-Policy (connect-src 'self') refuses.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The BarcodeDetector polyfill (ZXing-C++ in WebAssembly), for browsers without the native Barcode Detection API or
 * without its qr_code and code_128 formats. Only ever imported lazily, so it is a chunk of its own that no page loads
 * until a counter starts its camera on such a browser.
 */
const overrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path),
};

let ready: Promise<unknown> | null = null;

/**
 * Fetches and instantiates the reader now (while the camera starts) rather than on the first frame; rejects when the
 * WebAssembly cannot load or compile (e.g. a Content-Security-Policy without 'wasm-unsafe-eval').
 */
export function readerReady(): Promise<unknown> {
  ready ??= prepareZXingModule({ overrides, fireImmediately: true }).catch((error: unknown) => {
    ready = null; // a later scan tries again
    throw error;
  });
  return ready;
}

export { BarcodeDetector };
