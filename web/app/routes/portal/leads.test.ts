import { describe, expect, it } from 'vitest'

import { clientLoader, loader } from './leads'

describe('/portal/leads', () => {
  it('sends the browser to the lead desk with the same filters, on the server and in the browser', () => {
    for (const load of [loader, clientLoader]) {
      const response = load({ request: new Request('http://localhost/portal/leads?status=new&q=acme') })
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/portal/admin/leads?status=new&q=acme')
      expect(load({ request: new Request('http://localhost/portal/leads') }).headers.get('Location')).toBe(
        '/portal/admin/leads',
      )
    }
  })
})
