import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiKey } from "@/lib/api/queries";
import { makeItem, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from "@/test/utils";
import { ItemFormDialog } from "./ItemFormDialog";

/** The dialog behind an opener, as the inventory page has it: each opening mounts a fresh form. */
function Opener({ item }: { item?: ReturnType<typeof makeItem> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      <ItemFormDialog open={open} onOpenChange={setOpen} propertyId={4} item={item} />
    </>
  );
}

function renderOpener(item?: ReturnType<typeof makeItem>) {
  const queryClient = signedInClient(makeUser({ id: "u-maria" }));
  queryClient.setQueryData(apiKey("/api/suppliers"), []);
  renderWithProviders(
    <>
      <Opener item={item} />
      <Toaster />
    </>,
    { queryClient },
  );
  const dialog = () => within(screen.getByRole("dialog"));
  return { user: userEvent.setup(), dialog };
}

describe("the item form's draft (issue 37 point 2)", () => {
  it("offers back what was typed after the dialog closed without saving, and restores it", async () => {
    const { user, dialog } = renderOpener();
    await user.type(dialog().getByLabelText("Item Name"), "Shower Caps");
    await user.clear(dialog().getByLabelText("Minimum Stock"));
    await user.type(dialog().getByLabelText("Minimum Stock"), "40");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open form" }));
    const notice = within(dialog().getByRole("region", { name: "Unsent draft" }));
    expect(notice.getByText(/You have an unsent item from/)).toBeInTheDocument();
    expect(dialog().getByLabelText("Item Name")).toHaveValue("");
    await user.click(notice.getByRole("button", { name: "Restore Draft" }));

    expect(dialog().getByLabelText("Item Name")).toHaveValue("Shower Caps");
    expect(dialog().getByLabelText("Minimum Stock")).toHaveValue("40");
    expect(dialog().queryByRole("region", { name: "Unsent draft" })).not.toBeInTheDocument();
  });

  it("forgets the draft on Cancel, and after a save", async () => {
    mockFetch({ "PUT /api/inventory/7": () => jsonResponse(200, makeItem({ id: 7, name: "Keycards (lobby)" })) });
    const { user, dialog } = renderOpener(makeItem({ id: 7, name: "Keycards" }));
    await user.type(dialog().getByLabelText("Item Name"), " (spare)");
    await user.click(dialog().getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Open form" }));
    expect(dialog().queryByRole("region", { name: "Unsent draft" })).not.toBeInTheDocument();

    await user.clear(dialog().getByLabelText("Item Name"));
    await user.type(dialog().getByLabelText("Item Name"), "Keycards (lobby)");
    await user.click(dialog().getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Item updated successfully")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open form" }));
    expect(dialog().queryByRole("region", { name: "Unsent draft" })).not.toBeInTheDocument();
  });
});
