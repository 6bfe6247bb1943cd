import { useQuery } from "@tanstack/react-query";
import { offers } from "@stockroom/shared";
import { allPagesApiQuery } from "@/lib/api/queries";
import { useAuth } from "./session";

/** The owner's properties (owners, demo users, admins), all pages, without each property's items (only their count shows). */
export const ownedPropertiesQuery = allPagesApiQuery("/api/properties", { query: { items: false } });
/** The properties a manager is assigned to. */
const managedPropertiesQuery = allPagesApiQuery("/api/managed-properties", { query: { items: false } });

/** The properties this user works with: owners' own list, managers' assigned ones (GET /api/properties is 403 for them). */
export function usePropertyList() {
  const { user } = useAuth();
  return useQuery({
    ...(offers(user?.role, "properties.manage") ? ownedPropertiesQuery : managedPropertiesQuery),
    enabled: user !== null,
  });
}
