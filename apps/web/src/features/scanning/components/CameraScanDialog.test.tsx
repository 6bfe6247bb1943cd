import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/utils";
import CameraScanDialog from "./CameraScanDialog";

function openWithCamera(getUserMedia: () => Promise<MediaStream>) {
  vi.stubGlobal("navigator", { ...navigator, mediaDevices: { getUserMedia } });
  const onCode = vi.fn();
  const onClose = vi.fn();
  const { unmount } = renderWithProviders(<CameraScanDialog onCode={onCode} onClose={onClose} />);
  return { onCode, onClose, unmount, user: userEvent.setup() };
}

describe("CameraScanDialog", () => {
  it("says when the camera is refused, and still takes a typed code (a label address read as its code)", async () => {
    const { onCode, onClose, user } = openWithCamera(() =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError")),
    );

    expect(await screen.findByRole("alert")).toHaveTextContent("Camera access was refused");
    await user.click(screen.getByRole("button", { name: "Find" }));
    expect(await screen.findByText("Scan or type a code")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Type code"), "https://stockroom.example/inventory?code=SR00000042");
    await user.click(screen.getByRole("button", { name: "Find" }));

    expect(onClose).toHaveBeenCalledOnce();
    expect(onCode).toHaveBeenCalledExactlyOnceWith("SR00000042");
  });

  it("says when there is no camera", async () => {
    openWithCamera(() => Promise.reject(new DOMException("No device", "NotFoundError")));
    expect(await screen.findByRole("alert")).toHaveTextContent("No camera was found");
  });

  it("turns the camera off when the dialog closed while the browser was still asking for it", async () => {
    const track = { stop: vi.fn() };
    let grant: (stream: MediaStream) => void = () => undefined;
    const { unmount } = openWithCamera(() => new Promise((resolve) => (grant = resolve)));
    unmount();
    grant({ getTracks: () => [track] } as unknown as MediaStream);
    await vi.waitFor(() => expect(track.stop).toHaveBeenCalledOnce());
  });
});
