import { BrowserMultiFormatReader } from "@zxing/browser";
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  Exception,
  HybridBinarizer,
  RGBLuminanceSource,
} from "@zxing/library";

/** The camera's fallback decoder (decision 141): only imported when the browser has no BarcodeDetector. */

/** RGBA pixels, as a canvas's getImageData or a decoded PNG hold them. */
export interface Frame {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

/** The formats a label or a product carries, as BarcodeDetector's SCAN_FORMATS name them. */
const FORMATS = [
  BarcodeFormat.QR_CODE,
  BarcodeFormat.CODE_128,
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.UPC_A,
  BarcodeFormat.UPC_E,
];

/** One reader per camera: it keeps the hints, so each frame is only decoded. */
export function createFrameReader(): BrowserMultiFormatReader {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, FORMATS],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return new BrowserMultiFormatReader(hints);
}

/**
 * Grey levels of the pixels (ITU-R 601 weights), on white where they are transparent: the reader wants
 * one byte of luminance per pixel, and a transparent background read as black would hide the bars.
 */
export function luminance({ data, width, height }: Frame): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height);
  for (let i = 0; i < out.length; i++) {
    const [r, g, b, a] = [data[4 * i], data[4 * i + 1], data[4 * i + 2], data[4 * i + 3]];
    const grey = (r * 299 + g * 587 + b * 114) / 1000;
    out[i] = (grey * a) / 255 + (255 - a);
  }
  return out;
}

/** The text of the code in the frame, or null when the frame holds none the reader can read. */
export function decodeFrame(reader: BrowserMultiFormatReader, frame: Frame): string | null {
  const source = new RGBLuminanceSource(luminance(frame), frame.width, frame.height);
  try {
    return reader.decodeBitmap(new BinaryBitmap(new HybridBinarizer(source))).getText();
  } catch (error) {
    // Not found, checksum and format failures are ordinary frames without a readable code.
    if (error instanceof Exception) return null;
    throw error;
  }
}
