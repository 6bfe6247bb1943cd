import { and, asc, eq, ne } from "drizzle-orm";
import { MESSAGES } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { type Actor, isOwnerLike } from "../access/scope";

/** GET /api/users: the manager accounts this owner created — never anyone else's users. */
export async function listManagedUsers(db: Database, user: Actor) {
  if (!isOwnerLike(user)) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.createdBy, user.id), eq(users.role, "manager"), ne(users.id, user.id)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
