import { formatQuantity, type RequestDto } from "@stockroom/shared";
import { cn } from "@/lib/utils";
import { lineOutcome } from "../display";

/** Each requested item with its quantity and, once reviewed, what was approved, denied or received. */
export function RequestLines({ request }: { request: RequestDto }) {
  return (
    <ul aria-label="Requested items" className="grid gap-1 text-sm">
      {request.items.map((line) => {
        const outcome = lineOutcome(line);
        const notDelivered = line.state === "denied" || line.state === "missing";
        return (
          <li key={line.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className={cn("font-medium text-slate-900", line.state === "denied" && "line-through")}>
              {line.name}
            </span>
            <span className="text-slate-700">
              {formatQuantity(line.requestedQuantity, line.unit)}
              {outcome && (
                <>
                  {" · "}
                  <span className={notDelivered ? "font-semibold text-red-800" : "text-green-800"}>{outcome}</span>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
