import { PLANS, formatDayUtc, type Tier } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import { greeting } from "../../email/text";
import type { BillingNotices } from "../notices";

/*
 * Notices of plan changes that charge nothing (issue 36 point 2): a charge gets its receipt (decision 193), but a
 * downgrade, a cancellation or a reactivation within the paid period would otherwise leave no trace in the owner's
 * mail. Each is written to the outbox in the transaction that makes the change, so a notice says only what happened.
 */

/** What changed, as the owner is told. */
export type PlanNotice =
  | { kind: "downgrade_scheduled"; tier: Tier; on: Date; keptProperties: number }
  | { kind: "change_canceled"; tier: Tier }
  | { kind: "downgrade_applied"; tier: Tier; inactiveProperties: number }
  | { kind: "canceled"; accessUntil: Date | null }
  | { kind: "reactivated"; tier: Tier; renewsOn: Date | null };

interface Owner {
  email: string;
  firstName: string | null;
}

const properties = (n: number) => `${n} ${n === 1 ? "property" : "properties"}`;

function message(notice: PlanNotice): { subject: string; lines: string[] } {
  switch (notice.kind) {
    case "downgrade_scheduled": {
      const plan = PLANS[notice.tier].name;
      return {
        subject: `Your Stockroom plan changes to ${plan} on ${formatDayUtc(notice.on)}`,
        lines: [
          `Your plan changes to ${plan} on ${formatDayUtc(notice.on)}, at the end of the period you have paid for.`,
          `Until then everything stays as it is. Then ${properties(notice.keptProperties)} ` +
            `${notice.keptProperties === 1 ? "stays" : "stay"} active; any others ` +
            "become inactive, with their items and history kept, and active again if you upgrade.",
          "",
          "Changed your mind? Choose your current plan again in Subscription Settings to keep it.",
        ],
      };
    }
    case "change_canceled":
      return {
        subject: `You keep your Stockroom ${PLANS[notice.tier].name} plan`,
        lines: [`The plan change you had scheduled is canceled: you stay on the ${PLANS[notice.tier].name} plan.`],
      };
    case "downgrade_applied":
      return {
        subject: `Your Stockroom plan is now ${PLANS[notice.tier].name}`,
        lines: [
          `Your scheduled change has taken effect: your plan is now ${PLANS[notice.tier].name}.`,
          ...(notice.inactiveProperties > 0
            ? [
                `${properties(notice.inactiveProperties)} beyond the plan ${notice.inactiveProperties === 1 ? "is" : "are"} ` +
                  "now inactive, with their items and history kept. Upgrading makes them active again.",
              ]
            : []),
        ],
      };
    case "canceled":
      return {
        subject: "Your Stockroom subscription is canceled",
        lines: [
          notice.accessUntil
            ? `Your subscription is canceled. You and your managers keep access until ${formatDayUtc(notice.accessUntil)}, and nothing more will be charged.`
            : "Your subscription is canceled, and nothing more will be charged.",
          "",
          "You can reactivate it in Subscription Settings at any time; your data stays.",
        ],
      };
    case "reactivated":
      return {
        subject: "Your Stockroom subscription is active again",
        lines: [
          `Your ${PLANS[notice.tier].name} subscription is active again.`,
          ...(notice.renewsOn ? [`It renews on ${formatDayUtc(notice.renewsOn)} with your saved card.`] : []),
        ],
      };
  }
}

/** The notice's email to the owner. */
export function planNoticeEmail(owner: Owner, notice: PlanNotice, origin: string) {
  const { subject, lines } = message(notice);
  return {
    to: owner.email,
    subject,
    text: [
      greeting(owner.firstName),
      "",
      ...lines,
      "",
      `Your plan and every payment: ${origin}/subscription-settings`,
    ].join("\n"),
  };
}

/** Writes the notice to the outbox in the caller's transaction (nothing without notices, as for dunning). */
export async function queuePlanNotice(
  tx: Executor,
  { notices, owner, notice }: { notices: BillingNotices | undefined; owner: Owner; notice: PlanNotice },
) {
  if (notices) await notices.mailer.queue(tx, planNoticeEmail(owner, notice, notices.linkOrigin));
}
