import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiFaq, Id } from '@shared/contract-types'
import { portalApi } from '~/lib/portal-api'
import { QUERY_ROOTS } from '~/lib/query-keys'
import { useInvalidating } from '~/lib/use-invalidating'

export const faqKeys = {
  all: [QUERY_ROOTS.faqs] as const,
  list: () => [...faqKeys.all, 'list'] as const,
}

export type FaqInput = Omit<ApiFaq, 'id'>

export const fetchFaqs = () => portalApi.get<{ faqs: ApiFaq[] }>('/faqs/admin/all').then((r) => r.faqs)
export const faqsQueryOptions = () => queryOptions({ queryKey: faqKeys.list(), queryFn: fetchFaqs })
export const useFaqs = () => useQuery(faqsQueryOptions())

export const useSaveFaq = () =>
  useInvalidating(
    ({ id, ...input }: FaqInput & { id?: Id }) =>
      id === undefined
        ? portalApi.post<unknown>('/faqs/admin', input)
        : portalApi.put<unknown>(`/faqs/admin/${id}`, input),
    [faqKeys.all],
  )

export const useDeleteFaq = () =>
  useInvalidating((id: Id) => portalApi.delete<unknown>(`/faqs/admin/${id}`), [faqKeys.all])
