import { describe, expect, it } from "vitest";
import { createWedgeReader, WEDGE_KEY_GAP_MS, WEDGE_PAUSE_MS } from "./wedge";

/** Feeds keys `gap` ms apart, Enter last, and returns what the reader said at the Enter. */
function typeKeys(read: ReturnType<typeof createWedgeReader>, text: string, gap: number, start = 1000) {
  const keys = [...text, "Enter"];
  let result: string | null = null;
  keys.forEach((key, i) => (result = read({ key, timeStamp: start + i * gap })));
  return result;
}

describe("createWedgeReader", () => {
  it("takes a fast burst ending in Enter as a scan", () => {
    expect(typeKeys(createWedgeReader(), "4006381333931", 5)).toBe("4006381333931");
  });

  it("leaves a person's typing alone, even a code typed with Enter", () => {
    expect(typeKeys(createWedgeReader(), "4006381333931", 120)).toBeNull();
    expect(typeKeys(createWedgeReader(), "1234", WEDGE_KEY_GAP_MS + 1)).toBeNull();
  });

  it("needs at least four characters", () => {
    expect(typeKeys(createWedgeReader(), "123", 5)).toBeNull();
    expect(typeKeys(createWedgeReader(), "1234", 5)).toBe("1234");
  });

  it("starts over after a pause, so keys typed before the scan are not part of it", () => {
    const read = createWedgeReader();
    read({ key: "7", timeStamp: 0 });
    read({ key: "7", timeStamp: 200 });
    expect(typeKeys(read, "SR00000042", 4, 1000)).toBe("SR00000042");
  });

  it("ignores Shift held for capitals and drops a burst broken by a shortcut or another key", () => {
    const read = createWedgeReader();
    const keys = ["Shift", "S", "Shift", "R", "0", "0", "4", "2"];
    keys.forEach((key, i) => read({ key, timeStamp: i * 3 }));
    expect(read({ key: "Enter", timeStamp: 30 })).toBe("SR0042");

    const broken = createWedgeReader();
    ["1", "2", "3"].forEach((key, i) => broken({ key, timeStamp: i }));
    broken({ key: "v", timeStamp: 4, ctrlKey: true });
    ["4", "5"].forEach((key, i) => broken({ key, timeStamp: 5 + i }));
    expect(broken({ key: "Enter", timeStamp: 8 })).toBeNull();
  });

  it("needs the Enter itself to come without a pause", () => {
    const read = createWedgeReader();
    [..."12345"].forEach((key, i) => read({ key, timeStamp: i * 5 }));
    expect(read({ key: "Enter", timeStamp: 20 + WEDGE_PAUSE_MS + 1 })).toBeNull();
  });

  it("keeps a scan whole when keys inside it were held back", () => {
    const read = createWedgeReader();
    const times = [0, 74, 90, 150, 158, 166, 174, 182];
    [..."SR000042"].forEach((key, i) => read({ key, timeStamp: times[i] }));
    expect(read({ key: "Enter", timeStamp: 190 })).toBe("SR000042");
  });

  it("leaves a fast typist's roll alone, and a scan after a pause does not take what was typed before", () => {
    const typist = createWedgeReader();
    const times = [0, 60, 100, 170, 215];
    [..."abcd", "Enter"].forEach((key, i) => expect(typist({ key, timeStamp: times[i] })).toBeNull());

    const slowThenFast = createWedgeReader();
    [..."hello"].forEach((key, i) => slowThenFast({ key, timeStamp: i * 100 }));
    [..."40063813"].forEach((key, i) => slowThenFast({ key, timeStamp: 400 + WEDGE_PAUSE_MS + 1 + i * 5 }));
    expect(slowThenFast({ key: "Enter", timeStamp: 400 + WEDGE_PAUSE_MS + 41 })).toBe("40063813");
  });
});
