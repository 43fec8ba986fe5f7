/**
 * The one API client. In the browser it calls /api over the network; in server loaders it is built
 * over the in-process transport from the load context, so both read the same contract shapes.
 */
export const API_BASE = '/api'
export const API_TIMEOUT_MS = 10_000

export type Transport = (path: string, init: RequestInit) => Promise<Response>

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: Record<string, string> = {},
    /** A booking refused because the slot was just taken: the next free slots. */
    readonly alternatives: string[] = [],
  ) {
    super(detail)
    this.name = 'ApiError'
  }
}

type RequestOptions = { body?: unknown; token?: string | null; signal?: AbortSignal }

const browserTransport: Transport = (path, init) => fetch(path, init)

/** `{ detail }` from the contract, Payload's `{ errors: [{ message }] }`, or the status text. */
async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    detail?: string
    errors?: Record<string, string> | Array<{ message?: string }>
    message?: string
    alternatives?: unknown
  } | null
  const detail =
    body?.detail ??
    (Array.isArray(body?.errors) ? body.errors[0]?.message : undefined) ??
    body?.message ??
    (response.statusText || `Request failed with status ${response.status}`)
  const errors = body?.errors && !Array.isArray(body.errors) ? body.errors : {}
  const alternatives = Array.isArray(body?.alternatives)
    ? body.alternatives.filter((a): a is string => typeof a === 'string')
    : []
  return new ApiError(response.status, detail, errors, alternatives)
}

export function createApi(transport: Transport = browserTransport, getToken: () => string | null = () => null) {
  async function request<T>(method: string, path: string, { body, token, signal }: RequestOptions = {}): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' })
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData
    if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json')
    const bearer = token ?? getToken()
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`)
    const timeout = AbortSignal.timeout(API_TIMEOUT_MS)
    const url = `${API_BASE}${path}`
    try {
      const response = await transport(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
      if (!response.ok) throw await toApiError(response)
      if (response.status === 204) return undefined as T
      return (await response.json()) as T
    } catch (error) {
      const failure =
        error instanceof ApiError
          ? error
          : new ApiError(
              0,
              error instanceof Error && error.name === 'TimeoutError' ? 'The request timed out' : 'Network error',
            )
      console.error(`API ${method} ${url} failed:`, failure.status, failure.detail)
      throw failure
    }
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  }
}

export type Api = ReturnType<typeof createApi>
