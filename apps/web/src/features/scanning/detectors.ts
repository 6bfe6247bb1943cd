/**
 * Reading codes from the camera's video (decision 141): the browser's own BarcodeDetector where it has one
 * for our formats (Android, ChromeOS, macOS), else zxing on frames drawn to a canvas, loaded only then.
 */

/** BarcodeDetector's names of the formats labels and products carry: our QR and Code 128, EAN and UPC. */
export const SCAN_FORMATS = ["qr_code", "code_128", "ean_13", "ean_8", "upc_a", "upc_e"] as const;

/** How often a frame is read: fast enough to feel instant, slow enough to leave a phone's CPU cool. */
export const SCAN_INTERVAL_MS = 200;

/** The part of the Shape Detection API used here; TypeScript's DOM types do not declare it yet. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Reads the code in the video's current frame, or null. */
export type VideoDecoder = (video: HTMLVideoElement) => Promise<string | null>;

async function nativeDecoder(): Promise<VideoDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats();
  const formats = SCAN_FORMATS.filter((format) => supported.includes(format));
  if (formats.length === 0) return null;
  const detector = new Detector({ formats });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

async function zxingDecoder(): Promise<VideoDecoder> {
  const { createFrameReader, decodeFrame } = await import("./decodeFrame");
  const reader = createFrameReader();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve(null);
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    return Promise.resolve(decodeFrame(reader, context.getImageData(0, 0, canvas.width, canvas.height)));
  };
}

export async function createVideoDecoder(): Promise<VideoDecoder> {
  return (await nativeDecoder()) ?? zxingDecoder();
}
