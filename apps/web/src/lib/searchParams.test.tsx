import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/utils";
import { useQueryParams, withoutParam } from "./searchParams";

/** Two query changes made one after the other, before the page renders again (a scan's lookup, then its tab). */
function TwoChanges() {
  const [params, setParams] = useQueryParams();
  const { search } = useLocation();
  const change = () => {
    setParams(withoutParam("code"), { replace: true });
    setParams(
      (current) => {
        current.set("category", "housekeeping");
        return current;
      },
      { replace: true },
    );
  };
  return (
    <>
      <button onClick={change}>Change</button>
      <output aria-label="Address">{search}</output>
      <output aria-label="Rendered code">{params.get("code") ?? "none"}</output>
    </>
  );
}

describe("useQueryParams", () => {
  it("starts each change from the address as it is now, so a later change keeps what an earlier one removed", async () => {
    renderWithProviders(<TwoChanges />, { path: "/inventory?propertyId=1&category=kitchen&code=4017959017347" });
    expect(screen.getByLabelText("Rendered code")).toHaveTextContent("4017959017347");

    await userEvent.click(screen.getByRole("button", { name: "Change" }));

    expect(await screen.findByLabelText("Address")).toHaveTextContent(/^\?propertyId=1&category=housekeeping$/);
    expect(screen.getByLabelText("Rendered code")).toHaveTextContent("none");
  });
});
