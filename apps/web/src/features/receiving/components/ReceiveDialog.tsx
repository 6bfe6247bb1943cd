import { GENERATED_CODE_PATTERN, type RequestDto } from "@stockroom/shared";
import { useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { toast } from "@/components/ui/use-toast";
import { usePropertyInventory } from "@/features/inventory";
import { itemsLabel } from "@/features/requests";
import { lookupCode, ScanButton, UnknownCodeDialog, useKeyboardWedge } from "@/features/scanning";
import { ApiError, movedOnStatus, serverMessage } from "@/lib/api";
import { useReceiveBulk } from "../api";
import {
  allProcessed,
  bulkReceiveBody,
  receivableQuantity,
  receiveFormDefaults,
  receiveLinesOf,
  receiveQuantityProblem,
  receiveScan,
  receiveScanText,
  type ItemMark,
  type ReceiveForm,
} from "../receiveState";
import { ReceiveLineRow } from "./ReceiveLineRow";

interface ReceiveDialogProps {
  request: RequestDto | null;
  onClose: () => void;
}

export function ReceiveDialog({ request, onClose }: ReceiveDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        {/* Mounted only while open, so every opening starts from the approved amounts. */}
        {request && <ReceiveForm request={request} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function receiveFailed(error: unknown): void {
  if (error instanceof ApiError) {
    toast({
      title: "Error Receiving Item(s)",
      description: serverMessage(error) ?? "Failed to receive some items. Please try again.",
      variant: "destructive",
    });
  } else {
    toast({ title: "Error", description: "Failed to receive items", variant: "destructive" });
  }
}

function ReceiveForm({ request, onClose }: { request: RequestDto; onClose: () => void }) {
  const id = useId();
  const lines = useMemo(() => receiveLinesOf(request), [request]);
  const form = useForm<ReceiveForm>({ defaultValues: receiveFormDefaults(lines) });
  const { setValue, getValues } = form;
  const marks = useWatch({ control: form.control, name: "lines" }).map((entry) => entry.mark);
  const mark = (index: number, value: ItemMark) => setValue(`lines.${index}.mark`, value);
  // The approved quantity again, marked received (a scan) or not (undo).
  const restore = (index: number, value: ItemMark) => {
    setValue(`lines.${index}.quantity`, String(lines[index].approved));
    mark(index, value);
  };
  const receive = useReceiveBulk();
  const done = marks.filter((mark) => mark !== null).length;
  const complete = allProcessed(marks);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [scanText, setScanText] = useState<string | null>(null);

  const markReceived = (index: number) => {
    const typed = getValues(`lines.${index}.quantity`);
    const quantity = receivableQuantity(typed);
    if (quantity === null) {
      toast({
        title: "Invalid Quantity",
        description: receiveQuantityProblem(typed),
        variant: "destructive",
      });
      return;
    }
    mark(index, { kind: "received", quantity });
  };

  // A scan of a line's item marks it received with the approved quantity (issue 21.2).
  const applyScan = (code: string, itemIds: number[]) => {
    const scan = receiveScan(
      lines,
      getValues("lines").map((entry) => entry.mark),
      itemIds,
    );
    if (scan.kind === "receive") restore(scan.index, { kind: "received", quantity: lines[scan.index].approved });
    setScanText(receiveScanText(scan, lines, code));
  };
  // A code no item of the property has may be a product's barcode nobody entered yet: it can be attached to one
  // of this request's items, which then counts as scanned. Stockroom's own codes are never attachable.
  const [unknownCode, setUnknownCode] = useState<string | null>(null);
  const inventory = usePropertyInventory(unknownCode === null ? null : request.propertyId);
  const requestItemIds = lines.flatMap((line) => (line.itemId === null ? [] : [line.itemId]));
  const onScan = (code: string) =>
    void lookupCode(code, request.propertyId).then(
      (items) => {
        if (items.length === 0 && !GENERATED_CODE_PATTERN.test(code)) setUnknownCode(code);
        applyScan(
          code,
          items.map((item) => item.id),
        );
      },
      (error: unknown) => setScanText(serverMessage(error) ?? "Failed to look up the code"),
    );
  useKeyboardWedge({ onScan, enabled: !cameraOpen && unknownCode === null });

  const submit = () =>
    receive.mutate(
      { id: request.id, body: bulkReceiveBody(lines, marks) },
      {
        onSuccess: () => {
          const received = marks.filter((mark) => mark?.kind === "received").length;
          toast({
            title: "Items Received Successfully",
            description: `${received} of ${lines.length} items received; stock has been updated.`,
          });
          onClose();
        },
        onError: (error) => {
          receiveFailed(error);
          // Received, or no longer approved, elsewhere meanwhile: there is nothing left to receive here.
          if (movedOnStatus(error) !== null) onClose();
        },
      },
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>Receive Items</DialogTitle>
        <DialogDescription>
          {itemsLabel(request)} for {request.item.property.name}. Mark each item as Received or Missing, or scan it.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-3">
        <ScanButton open={cameraOpen} onOpenChange={setCameraOpen} onCode={onScan} />
        <p role="status" className="text-sm font-medium text-slate-700">
          {scanText}
        </p>
      </div>
      <ul className="grid gap-3" aria-label="Approved items">
        {lines.map((line, index) => (
          <ReceiveLineRow
            key={`${index}-${line.name}`}
            id={`${id}-${index}`}
            line={line}
            control={form.control}
            index={index}
            mark={marks[index]}
            onReceived={() => markReceived(index)}
            onMissing={() => mark(index, { kind: "missing" })}
            onUndo={() => restore(index, null)}
          />
        ))}
      </ul>
      <p className="text-sm text-slate-700" aria-live="polite">
        {done} of {lines.length} items processed
        {!complete && (
          <span className="block text-amber-800">
            Cannot Complete Receive until every item is marked Received or Missing.
          </span>
        )}
      </p>
      <DialogActions
        onCancel={onClose}
        label="Complete Receive"
        pendingLabel="Receiving..."
        pending={receive.isPending}
        disabled={!complete}
        onConfirm={submit}
      />
      <UnknownCodeDialog
        code={unknownCode}
        items={inventory.data?.filter((item) => requestItemIds.includes(item.id))}
        propertyName={request.item.property.name}
        onClose={() => setUnknownCode(null)}
        onAttached={(item) => applyScan(item.barcode ?? "", [item.id])}
      />
    </>
  );
}
