import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // Printable, so outside the site header and footer.
  route('service-hours/one-pager', 'routes/service-hours-one-pager.tsx'),
  layout('routes/public-layout.tsx', [
    index('routes/cms-page.tsx', { id: 'home' }),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),
    route('faqs', 'routes/faqs.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('service-hours', 'routes/service-hours.tsx'),
    route('landing/:slug', 'routes/landing.tsx'),
    route('search', 'routes/search.tsx'),
    route('book', 'routes/book.tsx'),
    route('booking/:token', 'routes/booking.tsx'),
    // Every other marketing route (/sap-business-one, /products/focuspoint, …) is a CMS page;
    // a path with no page answers 404.
    route('*', 'routes/cms-page.tsx', { id: 'cms-page' }),
  ]),
  ...prefix('portal', [
    layout('routes/portal/providers.tsx', [
      route('login', 'routes/portal/login.tsx'),
      route('reset-password/:token', 'routes/portal/reset-password.tsx'),
      route('leads', 'routes/portal/leads.tsx'),
      layout('routes/portal/layout.tsx', [
        index('routes/portal/index.tsx'),
        route('dashboard', 'routes/portal/dashboard.tsx'),
        ...prefix('admin', [
          route('leads', 'routes/portal/admin/leads.tsx'),
          route('users', 'routes/portal/admin/users.tsx'),
          route('access-requests', 'routes/portal/admin/access-requests.tsx'),
          route('blog', 'routes/portal/admin/blog.tsx'),
          route('blog/create', 'routes/portal/admin/blog-create.tsx'),
          route('blog/edit/:postId', 'routes/portal/admin/blog-edit.tsx'),
          route('landing-pages', 'routes/portal/admin/landing-pages.tsx'),
          route('faqs', 'routes/portal/admin/faqs.tsx'),
        ]),
      ]),
    ]),
  ]),
] satisfies RouteConfig
