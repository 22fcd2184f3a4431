/**
 * Portal passwords are kept sealed with AES-256-GCM: the key is generated once into
 * DATA_DIR/portal-secret (0600, like the JWT secret) and never leaves the machine, so a
 * database dump alone reveals no password. Only `seal` is used today; `open` is for the
 * day the server signs in to the portal on the administrator's behalf.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { loadOrCreateSecret } from '../../config'

const VERSION = 'v1'

export function portalSecret(dataDir: string) {
  const key = createHash('sha256').update(loadOrCreateSecret(dataDir, 'portal-secret')).digest()
  return {
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
    seal(plain: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [VERSION, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.')
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.')
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not a sealed portal password')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
    },
  }
}
export type PortalSecret = ReturnType<typeof portalSecret>
