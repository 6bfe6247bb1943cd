import { useQueryParams } from "@/lib/searchParams";

const PARAM = "propertyId";

/**
 * The dashboard's property from its `?propertyId=`: the id when it names one of the user's properties,
 * null (All Properties) when the parameter is absent, not plain digits, or names no property of theirs,
 * and undefined while the property list needed to tell is still loading.
 */
export function resolvePropertyFilter(
  raw: string | null,
  propertyIds: number[] | undefined,
): number | null | undefined {
  if (raw === null) return null;
  // Plain ASCII digits, as the server reads query ids (decision 97): "1e3" or " 7" name no property. No
  // bound is needed: only an id found in the user's list is taken. (The server's zod schema is not imported
  // here, as it would add the schemas chunk to the dashboard's first load.)
  if (!/^[0-9]{1,16}$/.test(raw)) return null;
  if (propertyIds === undefined) return undefined;
  const id = Number(raw);
  return propertyIds.includes(id) ? id : null;
}

/**
 * The dashboard's property filter lives in the URL (issue 17.6), so Back, reload and a shared link keep it.
 * A change replaces the history entry: Back leaves the dashboard rather than stepping through filters.
 * `propertyIds` (the user's properties: an owner's, or a manager's assigned ones) is undefined while the
 * list loads.
 */
export function usePropertyFilterParam(propertyIds: number[] | undefined) {
  const [params, setParams] = useQueryParams();
  const resolved = resolvePropertyFilter(params.get(PARAM), propertyIds);
  const setPropertyId = (id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete(PARAM);
        else next.set(PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  return { propertyId: resolved ?? null, ready: resolved !== undefined, setPropertyId };
}
