import { formatCount, type RequestDto } from "@stockroom/shared";
import { Link } from "react-router";
import { usePendingRequests } from "../api";

/** Per item of `itemIds`, what pending requests already ask for, in the order the items are given. */
export function pendingOverlap(pending: readonly RequestDto[], itemIds: readonly number[]) {
  const wanted = new Map<number, { name: string; unit: string; quantity: number }>();
  for (const request of pending) {
    for (const line of request.items) {
      if (line.itemId === null || !itemIds.includes(line.itemId)) continue;
      const sum = wanted.get(line.itemId) ?? { name: line.name, unit: line.unit, quantity: 0 };
      sum.quantity += line.requestedQuantity;
      wanted.set(line.itemId, sum);
    }
  }
  return itemIds.flatMap((id) => {
    const sum = wanted.get(id);
    return sum ? [sum] : [];
  });
}

/**
 * Says which of the chosen items pending requests already ask for (issue 38: "Request all low items" asked for 165
 * more shampoo while 100 waited for approval), so the same need is not requested twice without knowing.
 */
export function PendingOverlapNote({ propertyId, itemIds }: { propertyId: number | undefined; itemIds: number[] }) {
  const pending = usePendingRequests(propertyId);
  const overlap = pendingOverlap(pending.data ?? [], itemIds);
  if (overlap.length === 0) return null;
  return (
    <div role="note" className="grid gap-1 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">Already waiting for approval at this property:</p>
      <ul className="list-disc pl-5">
        {overlap.map((item) => (
          <li key={item.name}>
            {item.name}: {formatCount(item.quantity, item.unit)}
          </li>
        ))}
      </ul>
      <p>
        The quantities here come on top of those.{" "}
        <Link to="/requests" className="font-medium underline">
          See pending requests
        </Link>
      </p>
    </div>
  );
}
