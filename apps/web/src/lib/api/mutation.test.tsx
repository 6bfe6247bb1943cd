import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../queryClient";
import { useApiMutation } from "./mutation";
import { apiKey } from "./queries";

describe("useApiMutation", () => {
  it("answers the call's result, then has refetched what the operation makes stale, and nothing else", async () => {
    const client = createQueryClient();
    const suppliers = apiKey("/api/suppliers");
    const users = apiKey("/api/admin/users");
    client.setQueryData(suppliers, []);
    client.setQueryData(users, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => useApiMutation("DELETE /api/suppliers/{id}", (id: number) => Promise.resolve({ deleted: id })),
      { wrapper },
    );

    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync(7);
    });

    expect(answer).toEqual({ deleted: 7 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(suppliers)?.isInvalidated).toBe(true);
    expect(client.getQueryState(users)?.isInvalidated).toBe(false);
  });
});
