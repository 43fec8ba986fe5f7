import path from 'node:path'

import { repoRoot } from '../config/derived-settings'

const root = repoRoot()
export const cmsDir = path.join(root, 'cms')
export const webDir = path.join(root, 'web')
export const webBuildDir = path.join(webDir, 'build')
