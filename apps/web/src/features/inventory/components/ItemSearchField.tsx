import { Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface ItemSearchFieldProps {
  value: string;
  onChange: (text: string) => void;
}

/** The inventory list's search (issue 37): by name or code, typed or scanned, with a way to clear it. */
export function ItemSearchField({ value, onChange }: ItemSearchFieldProps) {
  return (
    <div role="search" className="grid min-w-0 flex-1 gap-1.5">
      <Label htmlFor="inventory-search" className="sr-only">
        Search items
      </Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" />
        <Input
          id="inventory-search"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Search by name or code"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="pr-11 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {value !== "" && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-0 right-0"
            aria-label="Clear search"
            onClick={() => onChange("")}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
