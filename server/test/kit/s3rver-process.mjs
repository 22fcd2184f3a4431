// An S3-compatible server for tests and benchmarks, in a process of its own (s3rver,
// the one at hand on these machines: ../shared/STACK.md), so that its memory and CPU
// are not counted as the server's. Prints "listening <port>" once the bucket exists.
import S3rver from 's3rver'

const [directory, bucket] = process.argv.slice(2)
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] })
const { port } = await server.run()
console.log(`listening ${port}`)
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
