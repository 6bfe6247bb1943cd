import { zodResolver } from "@hookform/resolvers/zod";
import { itemLookupQuerySchema, scannedCode } from "@stockroom/shared";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { DialogCloseActions } from "@/components/ui/dialog-actions";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { createVideoDecoder, SCAN_INTERVAL_MS } from "../detectors";

type CameraState = "starting" | "scanning" | "refused" | "missing" | "unavailable";

const CAMERA_TEXT: Record<CameraState, string> = {
  starting: "Starting the camera…",
  scanning: "Point the camera at a barcode or a label's QR code.",
  refused: "Camera access was refused. Allow the camera for this site in the browser's settings, or type the code.",
  missing: "No camera was found. Type the code instead.",
  unavailable: "This browser cannot open the camera here. Type the code instead.",
};

/** What getUserMedia's refusal means for the person holding the phone. */
function cameraProblem(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "refused";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "missing";
  return "unavailable";
}

/** The rear camera's video, read every SCAN_INTERVAL_MS until a code is found; stopped when unmounted. */
function useCameraScan(video: React.RefObject<HTMLVideoElement | null>, onText: (text: string) => void) {
  const [state, setState] = useState<CameraState>("starting");
  const latest = useRef(onText);
  useEffect(() => {
    latest.current = onText;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState("unavailable");
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState(cameraProblem(error));
        return;
      }
      const element = video.current;
      // Closed while the browser was still asking for the camera: the cleanup had no stream to stop yet.
      if (stopped || !element) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      // srcObject needs no CSP source: the stream is no URL (decision 141).
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const decode = await createVideoDecoder();
      if (stopped) return;
      setState("scanning");
      const tick = async () => {
        const text = await decode(element).catch(() => null);
        if (stopped) return;
        if (text) latest.current(text);
        else timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [video]);

  return state;
}

const typedCodeSchema = z.object({ code: itemLookupQuerySchema.shape.code });

/** The way that always works: typing the code printed under the bars (or a scanner typing it here). */
function TypeCodeForm({ onCode }: { onCode: (text: string) => void }) {
  const { register, handleSubmit, formState } = useForm<z.input<typeof typedCodeSchema>>({
    resolver: zodResolver(typedCodeSchema),
    defaultValues: { code: "" },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(({ code }) => onCode(code))(event)}
      className="flex items-end gap-2"
    >
      <Field label="Type code" error={formState.errors.code?.message} className="flex-1">
        <Input autoComplete="off" {...register("code")} />
      </Field>
      <Button type="submit" variant="outline" className={formState.errors.code ? "mb-7" : undefined}>
        Find
      </Button>
    </form>
  );
}

export interface CameraScanDialogProps {
  /** The code read or typed (scannedCode applied); the dialog has closed already. */
  onCode: (code: string) => void;
  onClose: () => void;
}

/** Scan with the camera (issue 21.2); loaded on first use, so no camera code is in the first JavaScript. */
export default function CameraScanDialog({ onCode, onClose }: CameraScanDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const reported = useRef(false);
  const report = (text: string) => {
    const code = scannedCode(text);
    if (reported.current || !code) return;
    reported.current = true;
    onClose();
    onCode(code);
  };
  const state = useCameraScan(video, report);
  const live = state === "starting" || state === "scanning";

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {/* After a scan the page focuses what was scanned (a count field), not the Scan button again. */}
      <DialogContent onCloseAutoFocus={(event) => reported.current && event.preventDefault()}>
        <DialogHeading title="Scan a code" description="Read a barcode or a label's QR code with the camera." />
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera view"
          className={live ? "aspect-[4/3] w-full rounded-md bg-slate-900 object-cover" : "hidden"}
        />
        <p role={live ? "status" : "alert"} className={live ? "text-sm text-slate-700" : "text-sm text-red-700"}>
          {CAMERA_TEXT[state]}
        </p>
        <TypeCodeForm onCode={report} />
        <DialogCloseActions onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
