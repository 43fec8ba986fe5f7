import { queryOptions } from '@tanstack/react-query'

import type { ApiFaq } from '@shared/contract-types'
import { createApi, type Api } from '~/lib/api'

const browserApi = createApi()

export const fetchFaqs = (api: Api) => api.get<{ faqs: ApiFaq[] }>('/faqs').then((body) => body.faqs)

export const faqsQuery = () => queryOptions({ queryKey: ['faqs'], queryFn: () => fetchFaqs(browserApi) })
