import { PHOTO_UPLOAD } from "@stockroom/shared";
import { ImagePlus, X } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { FieldError } from "@/components/FieldError";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/lib/api";
import { useUploadPhoto } from "../api";
import { PHOTO_MAX_MEGABYTES, photoProblem } from "../itemForm";

interface PhotoFieldProps {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** Uploads the chosen photo right away and keeps its url; the preview shows the stored image. */
export function PhotoField({ value, onChange, onUploadingChange }: PhotoFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadPhoto();
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const localProblem = photoProblem(file);
    setProblem(localProblem);
    if (localProblem) return;
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: (error) => setProblem(serverMessage(error) ?? "Failed to upload photo"),
      onSettled: () => onUploadingChange(false),
    });
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Photo (optional)</Label>
      {value && (
        <div className="relative w-fit">
          <img
            src={value}
            alt="Preview of the upload"
            className="h-32 w-32 rounded-md border border-slate-200 object-cover"
          />
          <Button
            type="button"
            size="icon"
            variant="outline"
            className="absolute -top-2 -right-2 size-7 rounded-full"
            aria-label="Remove photo"
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      <div className="flex items-center gap-3">
        {/* The native control is read by screen readers but not shown: its "No file chosen" stayed on
            screen next to the preview. The visible label opens it, and says whether a photo is there. */}
        <input
          id={inputId}
          type="file"
          accept={PHOTO_UPLOAD.mimeTypes.join(",")}
          aria-describedby={problem ? `${inputId}-error ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          disabled={upload.isPending}
          onChange={onFile}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-100 peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          <ImagePlus aria-hidden="true" className="size-4 text-slate-600" />
          {value ? "Replace photo" : "Choose photo"}
        </label>
        {upload.isPending && <Spinner className="size-5" label="Uploading photo" />}
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        JPEG, PNG, WebP or GIF, up to {PHOTO_MAX_MEGABYTES} MB.
      </p>
      <FieldError id={`${inputId}-error`} message={problem ?? undefined} />
    </div>
  );
}
