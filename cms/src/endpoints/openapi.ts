import { endpoint, json } from '../contract/http'
import { openApiDocument } from '../contract/openapi'

let document: ReturnType<typeof openApiDocument> | undefined

export const openApiEndpoint = endpoint('get', '/openapi.json', async () => json((document ??= openApiDocument())))
