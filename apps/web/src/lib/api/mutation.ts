import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Mutation, invalidateAfter } from "./invalidation";

/**
 * A change through the API that, once it succeeds, refetches what INVALIDATES declares `mutation` makes stale
 * (invalidateAfter): the one way a screen's mutation needs no code of its own beyond its call.
 */
export function useApiMutation<TData, TVariables = void>(
  mutation: Mutation,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAfter(queryClient, mutation) });
}
