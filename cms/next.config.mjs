import { withPayload } from '@payloadcms/next/withPayload'

/** The Next app only hosts the Payload admin; express serves everything else. */
const nextConfig = {
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
