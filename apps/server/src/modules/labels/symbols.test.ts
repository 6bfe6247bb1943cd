import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { describe, expect, it } from "vitest";
import { itemLabelUrl, scannedCode } from "@stockroom/shared";
import { code128Bars, qrCodeRuns } from "./symbols";

const PIXELS_PER_MODULE = 4;

/** A white bitmap of `width` × `height` modules with the given dark rectangles (in modules), as ZXing reads it. */
function bitmap(width: number, height: number, rects: { x: number; y: number; w: number; h: number }[]) {
  const w = width * PIXELS_PER_MODULE;
  const h = height * PIXELS_PER_MODULE;
  const luminance = new Uint8ClampedArray(w * h).fill(255);
  for (const rect of rects) {
    for (let y = rect.y * PIXELS_PER_MODULE; y < (rect.y + rect.h) * PIXELS_PER_MODULE; y++) {
      luminance.fill(0, y * w + rect.x * PIXELS_PER_MODULE, y * w + (rect.x + rect.w) * PIXELS_PER_MODULE);
    }
  }
  return new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, w, h)));
}

function decode(image: BinaryBitmap, format: BarcodeFormat): string {
  const reader = new MultiFormatReader();
  reader.setHints(new Map([[DecodeHintType.POSSIBLE_FORMATS, [format]]]));
  return reader.decode(image).getText();
}

describe("label symbols", () => {
  it("draw a QR code that reads back as the item's address, and so as its code", () => {
    for (const code of ["SR00000042", "4006381333931", "AB-12/x y"]) {
      const url = itemLabelUrl("https://stockroom.example.com/", code);
      const { size, runs } = qrCodeRuns(url);
      // The quiet zone of four modules the QR specification asks for.
      const rects = runs.map((run) => ({ x: 4 + run.column, y: 4 + run.row, w: run.length, h: 1 }));
      const text = decode(bitmap(size + 8, size + 8, rects), BarcodeFormat.QR_CODE);
      expect(text).toBe(url);
      expect(scannedCode(text)).toBe(code);
    }
  });

  it("draw Code 128 bars that read back as the code", () => {
    for (const code of ["SR00000042", "SR123456789", "4006381333931", "AB-12/x y"]) {
      const { modules, bars } = code128Bars(code);
      const rects = bars.map((bar) => ({ x: 10 + bar.start, y: 0, w: bar.width, h: 12 }));
      expect(decode(bitmap(modules + 20, 12, rects), BarcodeFormat.CODE_128)).toBe(code);
    }
  });
});
