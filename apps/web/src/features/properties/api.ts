import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  TIMINGS,
  type ManagedUserDto,
  type ManagerAssignmentDto,
  type PropertyBody,
  type PropertyDto,
  type PropertyWithRelationsDto,
  type UsageLimitsDto,
  offers,
} from "@stockroom/shared";
import { useAuth } from "@/features/auth";
import { apiRequest } from "@/lib/api";
import { invalidatePropertyData } from "@/lib/invalidation";
import { fetchAllPages } from "@/lib/pages";

/**
 * The property lists, all pages, without each property's items (only their count is shown). The
 * keys start with the paths, so invalidation by path prefix (lib/invalidation.ts) reaches them.
 */
function propertyListQuery(path: string) {
  const url = `${path}?items=false`;
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => fetchAllPages<PropertyWithRelationsDto>(url, signal),
  });
}

/** The owner's properties (owners, demo users, admins). */
export const ownedPropertiesQuery = propertyListQuery("/api/properties");
/** The properties a manager is assigned to. */
const managedPropertiesQuery = propertyListQuery("/api/managed-properties");
export const USAGE_LIMITS_KEY = ["/api/usage-limits"] as const;
export const MANAGERS_KEY = ["/api/users"] as const;

/** The properties this user works with: owners' own list, managers' assigned ones (GET /api/properties is 403 for them). */
export function usePropertyList() {
  const { user } = useAuth();
  return useQuery({
    ...(offers(user?.role, "properties.manage") ? ownedPropertiesQuery : managedPropertiesQuery),
    enabled: user !== null,
  });
}

export function useUsageLimits({ enabled }: { enabled: boolean }) {
  return useQuery<UsageLimitsDto>({ queryKey: USAGE_LIMITS_KEY, enabled, staleTime: TIMINGS.usageLimitsCacheMs });
}

/** The owner's manager accounts: the choices for an assignment. */
export function useManagers() {
  return useQuery<ManagedUserDto[]>({ queryKey: MANAGERS_KEY });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Creates (no id) or updates a property. */
export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: PropertyBody }) =>
      json<PropertyDto>(
        await apiRequest(
          id === undefined ? "POST" : "PUT",
          id === undefined ? "/api/properties" : `/api/properties/${id}`,
          body,
        ),
      ),
    onSuccess: () => invalidatePropertyData(queryClient),
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/properties/${id}`),
    onSuccess: () => invalidatePropertyData(queryClient),
  });
}

export function useAssignManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ propertyId, managerId }: { propertyId: number; managerId: string }) =>
      json<ManagerAssignmentDto>(await apiRequest("POST", `/api/properties/${propertyId}/managers`, { managerId })),
    onSuccess: () => invalidatePropertyData(queryClient),
  });
}

export function useRemoveManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, managerId }: { propertyId: number; managerId: string }) =>
      apiRequest("DELETE", `/api/properties/${propertyId}/managers/${encodeURIComponent(managerId)}`),
    onSuccess: () => invalidatePropertyData(queryClient),
  });
}
