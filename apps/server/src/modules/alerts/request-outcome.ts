import type { Executor } from "../../db/client";
import { insertNotifications } from "../notifications/repo";
import { type RequestOfAccount, selectOutcomeFacts } from "./repo";
import { type RequestOutcome, requestLink, requestOutcomeNotification } from "./text";

/**
 * Tells a request's requester its outcome, in the transaction of the transition (decision 134): the transition
 * happens once under the request's row lock, so its notification does too, and the alert job emails it. Nobody
 * is told what they did themselves (a manager receiving their own request). `ownerId` is the request's account
 * (tenantOf the actor), which every read here is filtered by.
 */
export async function notifyRequestOutcome(
  tx: Executor,
  { ownerId, requestId, outcome, actorId }: RequestOfAccount & { outcome: RequestOutcome; actorId: string },
): Promise<void> {
  const facts = await selectOutcomeFacts(tx, { ownerId, requestId });
  if (!facts?.requesterId || facts.requesterId === actorId) return;
  await insertNotifications(tx, [
    {
      ownerId,
      userId: facts.requesterId,
      kind: `request_${outcome}`,
      ...requestOutcomeNotification({ requestId, outcome, ...facts }),
      link: requestLink(requestId),
      requestId,
    },
  ]);
}
