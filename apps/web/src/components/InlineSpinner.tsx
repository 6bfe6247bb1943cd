import { Spinner } from "./ui/spinner";

/** A centred spinner for a block whose code or data is on its way: a page inside a layout, a dialog's content. */
export function InlineSpinner({ label }: { label?: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} />
    </div>
  );
}
