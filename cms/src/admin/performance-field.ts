import type { Field } from 'payload'

/** The sidebar's views, enquiries and conversion of this page over 7, 30 and 90 days; stores nothing. */
export const performanceField = (): Field => ({
  name: 'performance',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/components/admin/DocumentPerformance#DocumentPerformance' },
  },
})
