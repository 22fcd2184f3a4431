/**
 * Documents in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph, …). Only
 * the calls every implementation has: PutObject with a known length, GetObject,
 * DeleteObject, ListObjectsV2. Uploads arrive here as a finished spool file (checked by
 * content first), so one PutObject streams it with its length: no multipart upload,
 * nothing held in memory. Downloads stream through the server after the permission and
 * tenant checks (no presigned URLs: the bucket never needs to be reachable by browsers).
 */
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { BlobMissing, checkedKey, type BlobInfo, type BlobStore } from './blob-store'

export interface S3Settings {
  bucket: string
  /** Key prefix inside the bucket (`ihrc/`), so one bucket can hold other things too. */
  prefix: string
  /** Unset for AWS itself; the service's URL for the others. */
  endpoint?: string
  region: string
  /** Path-style URLs (`endpoint/bucket/key`): MinIO, Ceph and most self-hosted stores need them. */
  forcePathStyle: boolean
  /** Unset: the SDK's own chain (AWS_* variables, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export class S3BlobStore implements BlobStore {
  readonly description: string
  private readonly client: S3Client

  constructor(private readonly settings: S3Settings) {
    this.description = `bucket ${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // The SDK's default since 2025 adds CRC checksums (aws-chunked bodies) that several
      // S3-compatible stores refuse; integrity is ours to check (stored_files.sha256).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  private keyOf(key: string): string {
    return `${this.settings.prefix}${checkedKey(key)}`
  }

  async putFile(key: string, file: string, info: { size: number; mime: string }): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(key),
        Body: createReadStream(file),
        ContentLength: info.size,
        ContentType: info.mime,
      }),
    )
  }

  async open(key: string): Promise<Readable> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }))
      return object.Body as Readable
    } catch (err) {
      if (isNotFound(err)) throw new BlobMissing(key)
      throw err
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for an absent key as well.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }))
  }

  async *list(): AsyncIterable<BlobInfo> {
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix || undefined, ContinuationToken: token }),
      )
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue
        yield { key: o.Key.slice(this.settings.prefix.length), size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  /** Ends the client's sockets (a one-off command exits sooner). */
  close(): void {
    this.client.destroy()
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}
