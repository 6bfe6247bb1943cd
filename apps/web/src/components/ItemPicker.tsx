import { matchesItemSearch } from "@stockroom/shared";
import { Search } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** What the picker needs of an item: the fields a search reads, and what it shows. */
export interface PickableItem {
  id: number;
  name: string;
  barcode: string | null;
  code: string;
}

interface ItemPickerProps<T extends PickableItem> {
  id: string;
  /** The items to choose from; undefined while loading. */
  items: T[] | undefined;
  onPick: (item: T) => void;
  placeholder: string;
  /** Items shown but not choosable, with why (the spec's 'Already selected'). */
  unavailable?: (item: T) => string | undefined;
  disabled?: boolean;
  "aria-describedby"?: string;
}

/**
 * A searchable item picker (issue 37): type a name or a code, or scan a label into it, then choose with the
 * arrow keys and Enter, or a tap. Enter only ever picks: it never submits the form around it, which is
 * how a request once went out with one unit of the wrong item. The ARIA 1.2 combobox pattern with a list.
 */
export function ItemPicker<T extends PickableItem>({
  id,
  items,
  onPick,
  placeholder,
  unavailable = () => undefined,
  disabled,
  "aria-describedby": describedBy,
}: ItemPickerProps<T>) {
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = (items ?? []).filter((item) => matchesItemSearch(item, text));
  const choosable = (index: number) => index < shown.length && unavailable(shown[index]) === undefined;
  const activeIndex = choosable(active) ? active : shown.findIndex((_, index) => choosable(index));
  const expanded = open && items !== undefined;

  const pick = (item: T) => {
    onPick(item);
    setText("");
    setActive(0);
    setOpen(false);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    for (let index = activeIndex + step; index >= 0 && index < shown.length; index += step) {
      if (choosable(index)) return setActive(index);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      // Never the form's implicit submission, whether or not anything is picked.
      event.preventDefault();
      if (expanded && activeIndex >= 0) pick(shown[activeIndex]);
      else setOpen(true);
    } else if (event.key === "Escape" && expanded) {
      // Closes the list only: a dialog around the picker stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" />
      <Input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeIndex >= 0 ? `${listId}-${shown[activeIndex].id}` : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        enterKeyHint="done"
        disabled={disabled || items === undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Items"
        hidden={!expanded}
        className="absolute z-50 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-md"
      >
        {shown.map((item, index) => {
          const why = unavailable(item);
          return (
            // Keys reach the options through the input (aria-activedescendant), as the combobox pattern has it.
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
            <li
              key={item.id}
              id={`${listId}-${item.id}`}
              role="option"
              aria-selected={index === activeIndex}
              aria-disabled={why !== undefined}
              // Keeps the focus in the input, so the list does not close before the tap lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => why === undefined && pick(item)}
              className={cn(
                "flex cursor-pointer flex-wrap items-baseline justify-between gap-x-2 rounded-sm px-2 py-2 text-sm",
                index === activeIndex && "bg-slate-100",
                why !== undefined && "cursor-default opacity-60",
              )}
            >
              <span className="font-medium break-words text-slate-900">{item.name}</span>
              {/* The code is there to tell look-alike names apart by eye; the option is named by the item. */}
              <span className="text-xs text-slate-600" aria-hidden={why === undefined}>
                {why ?? item.code}
              </span>
            </li>
          );
        })}
        {shown.length === 0 && (
          <li role="presentation" className="px-2 py-2 text-sm text-slate-600">
            No items match &lsquo;{text.trim()}&rsquo;
          </li>
        )}
      </ul>
    </div>
  );
}
