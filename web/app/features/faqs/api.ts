import type { ApiFaq } from '@shared/contract-types'
import type { Api } from '~/lib/api'

export const fetchFaqs = (api: Api) => api.get<{ faqs: ApiFaq[] }>('/faqs').then((body) => body.faqs)
