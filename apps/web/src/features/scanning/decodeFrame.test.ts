import bwipjs from "bwip-js/node";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { createFrameReader, decodeFrame, type Frame } from "./decodeFrame";

/** A code drawn by bwip-js (the labels' library) and decoded from PNG to RGBA, as a camera frame. */
async function frameOf(bcid: string, text: string): Promise<Frame> {
  // Bar heights are for linear codes only; a QR code is square. The padding is the quiet zone scanners need.
  const shape = bcid === "qrcode" ? {} : { height: 12 };
  const png = await bwipjs.toBuffer({ bcid, text, scale: 3, ...shape, paddingwidth: 16, paddingheight: 16 });
  return PNG.sync.read(png);
}

describe("decodeFrame", () => {
  const reader = createFrameReader();

  it("reads a Code 128 label", async () => {
    expect(decodeFrame(reader, await frameOf("code128", "SR00000042"))).toBe("SR00000042");
  });

  it("reads a label's QR address", async () => {
    const address = "https://stockroom.example/inventory?code=SR00000042";
    expect(decodeFrame(reader, await frameOf("qrcode", address))).toBe(address);
  });

  it("reads a product's EAN-13", async () => {
    expect(decodeFrame(reader, await frameOf("ean13", "4006381333931"))).toBe("4006381333931");
  });

  it("answers null for a frame without a code", () => {
    const blank = { width: 64, height: 64, data: new Uint8ClampedArray(64 * 64 * 4).fill(255) };
    expect(decodeFrame(reader, blank)).toBeNull();
  });
});
