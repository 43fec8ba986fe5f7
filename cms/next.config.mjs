import { withPayload } from '@payloadcms/next/withPayload'

/** The Next app only hosts the Payload admin; express serves everything else. */
const nextConfig = {
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  // The admin's server code loads on its first request, not at start: visitors never need it.
  experimental: { preloadEntriesOnStart: false },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
