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
            alt="Preview of the item photo"
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
        <ImagePlus aria-hidden="true" className="size-5 text-slate-600" />
        <input
          id={inputId}
          type="file"
          accept={PHOTO_UPLOAD.mimeTypes.join(",")}
          aria-describedby={problem ? `${inputId}-error ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          disabled={upload.isPending}
          onChange={onFile}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
        />
        {upload.isPending && <Spinner className="size-5" label="Uploading photo" />}
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        JPEG, PNG, WebP or GIF, up to {PHOTO_MAX_MEGABYTES} MB.
      </p>
      <FieldError id={`${inputId}-error`} message={problem ?? undefined} />
    </div>
  );
}
