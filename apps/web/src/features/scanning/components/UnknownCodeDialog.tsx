import { CATEGORY_INFO, GENERATED_CODE_PATTERN, type InventoryItemDto } from "@stockroom/shared";
import { useState } from "react";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { DialogCloseActions } from "@/components/ui/dialog-actions";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/api";
import { toastSuccess } from "@/lib/notify";
import { useAttachBarcode } from "../api";
import { ItemChoiceList } from "./ItemChoiceList";

/** Enough to find an item by a few letters; the search narrows the rest. */
const SHOWN_CHOICES = 50;

interface UnknownCodeDialogProps {
  /** The code no item has; null: closed. */
  code: string | null;
  /** The items it may be attached to (the shown property's); undefined while they load. */
  items: InventoryItemDto[] | undefined;
  /** Where those items are, for the text: "Harbor View Hotel". */
  propertyName: string;
  onClose: () => void;
  /** The item now carries the code: go on as if it had been scanned. */
  onAttached: (item: InventoryItemDto) => void;
}

/** A scan nothing matched (issue 21.2): a product's barcode may be attached to an item, so it is found next time. */
export function UnknownCodeDialog({ code, items, propertyName, onClose, onAttached }: UnknownCodeDialogProps) {
  return (
    <Dialog open={code !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {code !== null && (
          <AttachCode code={code} items={items} propertyName={propertyName} onClose={onClose} onAttached={onAttached} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AttachCode({ code, items, propertyName, onClose, onAttached }: UnknownCodeDialogProps & { code: string }) {
  const [search, setSearch] = useState("");
  const attach = useAttachBarcode();
  // A Stockroom label's code belongs to the item it was printed for, or to one deleted since: never attachable.
  const generated = GENERATED_CODE_PATTERN.test(code);
  const wanted = search.trim().toLowerCase();
  const matching = (items ?? []).filter((item) => item.name.toLowerCase().includes(wanted));

  const choose = (item: InventoryItemDto) =>
    attach.mutate(
      { id: item.id, barcode: code },
      {
        onSuccess: (updated) => {
          toastSuccess(`Code ${code} attached to ${updated.name}`);
          onClose();
          onAttached(updated);
        },
      },
    );

  return (
    <>
      <DialogHeading
        title={`Unknown code ${code}`}
        description={
          generated
            ? "No item has this code."
            : `No item has this code yet. Attach it to an item of ${propertyName}, and the next scan finds that item.`
        }
      />
      {!generated && (
        <section aria-labelledby="attach-code-heading" className="grid gap-3">
          <h3 id="attach-code-heading" className="font-semibold text-slate-900">
            Attach to an item
          </h3>
          <Field label="Search items">
            <Input
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field>
          {attach.isError && (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(attach.error) ?? "Failed to attach the code"}
            </p>
          )}
          {items === undefined ? (
            <Skeleton className="h-32" />
          ) : matching.length === 0 ? (
            <p className="text-sm text-slate-600">No item matches.</p>
          ) : (
            <ItemChoiceList
              label="Items"
              items={matching.slice(0, SHOWN_CHOICES)}
              detail={(item) => CATEGORY_INFO[item.category].name}
              onChoose={choose}
              disabled={attach.isPending}
            />
          )}
        </section>
      )}
      <DialogCloseActions onClose={onClose} />
    </>
  );
}
