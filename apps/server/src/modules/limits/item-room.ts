import { checkItemLimit, effectiveTier, itemLimitMessage } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { lockItemRoom } from "./repo";

/**
 * Refuses `adding` new items past the property's allowance (decision 145) with 403 LIMIT_EXCEEDED,
 * limitType "items". Call it in the transaction that inserts them, before the inserts: it locks the
 * property, so parallel creates, copies, imports and transfers cannot together pass the limit. The
 * owner's plan decides, also when a manager adds the items. `ownerId` is the property's account (tenantOf the user).
 */
export async function assertItemRoom(
  tx: Executor,
  { ownerId, propertyId, adding }: { ownerId: string; propertyId: number; adding: number },
) {
  const room = await lockItemRoom(tx, { ownerId, propertyId });
  if (!room) throw notFound("Property");
  if (adding <= 0) return;
  const decision = checkItemLimit({
    role: room.role,
    tier: effectiveTier(room),
    currentCount: room.items,
    adding,
  });
  if (!decision.allowed) {
    throw new AppError("LIMIT_EXCEEDED", itemLimitMessage(decision.maxAllowed, adding), {
      requiresUpgrade: false,
      limitType: "items",
      currentUsage: decision.currentUsage,
      maxAllowed: decision.maxAllowed,
    });
  }
}
