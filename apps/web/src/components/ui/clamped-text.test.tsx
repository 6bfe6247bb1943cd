import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClampedText } from "./clamped-text";

const LONG = "Towels for the wedding party. ".repeat(20).trim();

/** jsdom lays nothing out: give every element the heights a browser would measure. */
function layOut({ scrollHeight, clientHeight }: { scrollHeight: number; clientHeight: number }) {
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(clientHeight);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ClampedText", () => {
  it("clamps text that overflows three lines and toggles it with Show more / Show less", async () => {
    layOut({ scrollHeight: 200, clientHeight: 60 });
    const user = userEvent.setup();
    render(<ClampedText>{LONG}</ClampedText>);

    const text = screen.getByText(LONG);
    expect(text).toHaveClass("line-clamp-3");
    const more = screen.getByRole("button", { name: "Show more" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveAttribute("aria-controls", text.id);

    await user.click(more);
    expect(text).not.toHaveClass("line-clamp-3");
    const less = screen.getByRole("button", { name: "Show less" });
    expect(less).toHaveAttribute("aria-expanded", "true");

    await user.click(less);
    expect(text).toHaveClass("line-clamp-3");
    expect(screen.getByRole("button", { name: "Show more" })).toHaveAttribute("aria-expanded", "false");
  });

  it("offers no button when the text fits (a pixel of rounding included)", () => {
    layOut({ scrollHeight: 61, clientHeight: 60 });
    render(<ClampedText>Short reason</ClampedText>);

    expect(screen.getByText("Short reason")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("keeps line breaks the writer typed", () => {
    layOut({ scrollHeight: 20, clientHeight: 20 });
    render(<ClampedText>{"first line\nsecond line"}</ClampedText>);

    expect(screen.getByText(/first line/)).toHaveClass("whitespace-pre-line");
  });
});
