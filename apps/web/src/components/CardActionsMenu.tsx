import { MoreVertical, Trash2, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export interface CardAction {
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
}

interface CardActionsMenuProps {
  /** What the card shows: the "⋮" button is named "Actions for {name}". */
  name: string;
  triggerClassName: string;
  actions: CardAction[];
  /** The last entry, red and set apart below a separator. */
  deleteAction: Omit<CardAction, "icon">;
}

/** A card's "⋮" menu: its actions, then Delete. */
export function CardActionsMenu({ name, triggerClassName, actions, deleteAction }: CardActionsMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={triggerClassName} aria-label={`Actions for ${name}`}>
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map(({ icon: Icon, label, onSelect }) => (
          <DropdownMenuItem key={label} onSelect={onSelect}>
            <Icon aria-hidden="true" />
            {label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={deleteAction.onSelect} className="text-red-700 data-[highlighted]:text-red-800">
          <Trash2 aria-hidden="true" className="!text-red-700" />
          {deleteAction.label}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
