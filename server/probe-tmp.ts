import v8 from 'node:v8'; import vm from 'node:vm'
v8.setFlagsFromString('--expose-gc'); const gc = vm.runInNewContext('gc')
import { get } from 'node:http'
import Fastify from 'fastify'
import fastifyCompress from '@fastify/compress'
import { startS3 } from './test/kit/s3rver'
import { S3BlobStore } from './src/lib/s3-blob-store'
const s3 = await startS3()
const store = new S3BlobStore(s3.settings)
const key = '1/00000000-0000-4000-8000-000000000000'
const m = () => { gc(); const u = process.memoryUsage(); return (u.arrayBuffers + u.heapUsed)/1e6 }
await store.putFile(key, '/tmp/big.bin', { size: 20971520, mime: 'application/pdf' })
const app = Fastify()
if (process.argv[2] === 'compress') await app.register(fastifyCompress, { threshold: 32 * 1024, encodings: ['gzip'], customTypes: /^application\/json/ })
app.get('/', async (req, reply) => { const b = await store.open(key); return reply.header('content-type', 'application/pdf').header('content-length', 20971520).send(b) })
await app.listen({ port: 0, host: '127.0.0.1' })
const port = (app.server.address() as any).port
const base = m(); let peak = 0
const timer = setInterval(() => { peak = Math.max(peak, m() - base) }, 100)
await new Promise<void>((resolve) => get(`http://127.0.0.1:${port}/`, async (res) => { let n = 0; for await (const c of res) n += c.length; console.log('n', n); resolve() }))
clearInterval(timer)
console.log(process.argv[2], 'peak MB', peak.toFixed(1))
await app.close(); await s3.stop(); store.close()
