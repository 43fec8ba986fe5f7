import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * The portal's usual mutation: call the API, then refresh every query under `keys` (awaited, so the
 * caller's onSuccess already sees fresh lists).
 */
export function useInvalidating<TArgs, TResult = unknown>(
  mutationFn: (args: TArgs) => Promise<TResult>,
  keys: ReadonlyArray<QueryKey>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}
