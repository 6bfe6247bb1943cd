import type { Executor } from "../../db/client";
import { insertNotifications } from "../notifications/repo";
import { selectOutcomeFacts } from "./repo";
import { type RequestOutcome, requestLink, requestOutcomeNotification } from "./text";

/**
 * Tells a request's requester its outcome, in the transaction of the transition (decision 134): the transition
 * happens once under the request's row lock, so its notification does too, and the alert job emails it. Nobody
 * is told what they did themselves (a manager receiving their own request).
 */
export async function notifyRequestOutcome(
  tx: Executor,
  { requestId, outcome, actorId }: { requestId: number; outcome: RequestOutcome; actorId: string },
): Promise<void> {
  const facts = await selectOutcomeFacts(tx, requestId);
  if (!facts?.requesterId || facts.requesterId === actorId) return;
  await insertNotifications(tx, [
    {
      userId: facts.requesterId,
      kind: `request_${outcome}`,
      ...requestOutcomeNotification({ requestId, outcome, ...facts }),
      link: requestLink(requestId),
      requestId,
    },
  ]);
}
