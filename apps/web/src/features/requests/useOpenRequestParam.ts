import type { RequestDto } from "@stockroom/shared";
import { useEffect } from "react";
import { toastError } from "@/lib/notify";
import { useQueryParams, withoutParam } from "@/lib/searchParams";
import { useRequest } from "./api";

/**
 * ?openRequest={id} (the dashboard's links): loads that request, hands it to `onOpen` and then drops
 * the parameter without a new history entry, so reloading or going back does not reopen it.
 */
export function useOpenRequestParam(onOpen: (request: RequestDto) => void): void {
  const [params, setParams] = useQueryParams();
  const raw = params.get("openRequest");
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const request = useRequest(id);

  useEffect(() => {
    if (raw === null || (id !== null && request.isPending)) return;
    if (request.data && request.data.id === id) onOpen(request.data);
    else if (request.isError) toastError(request.error, "Failed to load request");
    setParams(withoutParam("openRequest"), { replace: true });
  }, [raw, id, request.data, request.isPending, request.isError, request.error, onOpen, setParams]);
}
