import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { memberProblem, tar, unpackBackup, type Manifest } from './archive'

let root: string
let source: string
let staging: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-archive-'))
  source = path.join(root, 'source')
  staging = path.join(root, 'staging')
  fs.mkdirSync(path.join(source, 'media'), { recursive: true })
  fs.mkdirSync(staging)
  fs.writeFileSync(path.join(source, 'site.db'), 'database')
  fs.writeFileSync(path.join(source, 'media', 'logo.png'), 'png')
  fs.writeFileSync(path.join(source, '.payload-secret'), 'secret')
  manifest({})
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

function manifest(over: Partial<Record<keyof Manifest, unknown>>) {
  const base = { format: 1, createdAt: '2026-11-27T20:00:00.000Z', database: 'site.db', media: true, secret: true }
  fs.writeFileSync(path.join(source, 'manifest.json'), JSON.stringify({ ...base, ...over }))
}

const pack = (...extra: string[]) => {
  const archive = path.join(root, 'backup.tar.gz')
  tar(['-czf', archive, ...extra, '-C', source, '.'])
  return archive
}
const unpacked = () => fs.readdirSync(staging)

describe('unpackBackup', () => {
  it('unpacks what backup writes and returns its manifest', () => {
    expect(unpackBackup(pack(), staging)).toMatchObject({ database: 'site.db', media: true, secret: true })
    expect(fs.readFileSync(path.join(staging, 'media', 'logo.png'), 'utf8')).toBe('png')
  })

  it('refuses a symbolic link anywhere, before unpacking anything', () => {
    fs.symlinkSync('/etc/passwd', path.join(source, 'media', 'passwd.png'))
    expect(() => unpackBackup(pack(), staging)).toThrow(/media\/passwd.png is not a plain file or folder/)
    expect(unpacked()).toEqual([])
  })

  it('refuses a secret or database that is a link to a file elsewhere', () => {
    fs.rmSync(path.join(source, '.payload-secret'))
    fs.symlinkSync('/etc/hostname', path.join(source, '.payload-secret'))
    expect(() => unpackBackup(pack(), staging)).toThrow(/\.payload-secret is not a plain file/)
    expect(unpacked()).toEqual([])
  })

  it('refuses a hard link', () => {
    fs.linkSync(path.join(source, 'site.db'), path.join(source, 'media', 'again.png'))
    expect(() => unpackBackup(pack(), staging)).toThrow(/not a plain file or folder/)
    expect(unpacked()).toEqual([])
  })

  it('refuses a member whose name leaves the folder', () => {
    const archive = pack('--transform', 's,^\\./media/logo.png$,../../escaped.png,')
    expect(() => unpackBackup(archive, staging)).toThrow(/\.\.\/\.\.\/escaped.png leaves the backup's folder/)
    expect(fs.existsSync(path.join(root, 'escaped.png'))).toBe(false)
    expect(unpacked()).toEqual([])
  })

  it('never takes the database name from the manifest', () => {
    manifest({ database: '../../etc/shadow' })
    expect(() => unpackBackup(pack(), staging)).toThrow(/names a database other than site.db/)
  })

  it('refuses an archive without the database', () => {
    fs.rmSync(path.join(source, 'site.db'))
    expect(() => unpackBackup(pack(), staging)).toThrow(/has no site.db/)
  })
})

describe('memberProblem', () => {
  it('takes plain files and folders inside, nothing else', () => {
    expect(memberProblem('./media/a.png', '-')).toBeNull()
    expect(memberProblem('./media/', 'd')).toBeNull()
    expect(memberProblem('./site..db', '-')).toBeNull()
    for (const type of ['l', 'h', 'c', 'b', 'p']) expect(memberProblem('./x', type)).toMatch(/not a plain/)
    for (const name of ['/etc/passwd', '../x', './media/../../x', 'media/..'])
      expect(memberProblem(name, '-')).toMatch(/leaves/)
  })
})
