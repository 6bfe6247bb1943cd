import { beforeEach, expect } from "vitest";

// A test that checks nothing passes whatever the code does: every test of every project must run an expect.
beforeEach(() => {
  expect.hasAssertions();
});
