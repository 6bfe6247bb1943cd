import { InlineSpinner } from "./InlineSpinner";
import { DialogTitle } from "./ui/dialog";

/** A dialog's content while its code loads: the hidden title keeps the open dialog named for screen readers. */
export function DialogLoading() {
  return (
    <>
      <DialogTitle className="sr-only">Loading</DialogTitle>
      <InlineSpinner />
    </>
  );
}
