import type { SessionUser } from "@stockroom/shared";

/** Owners and demo users manage properties and see the owner controls (core §6); demo is owner-like. */
export function isOwnerLike(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === "owner" || user?.role === "demo";
}
