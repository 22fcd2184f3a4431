/**
 * The path of a request as the router matched it: percent-decoded, without the query.
 * A check on the raw URL would let `/%69hrc-api/companyadmin/profile` (the same route)
 * slip past it, so every rule about "requests under a path" decides on this.
 */
export function decodedPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? ''
  try {
    return decodeURIComponent(raw)
  } catch {
    // A malformed escape (`%zz`) is matched by no route; judge the raw text.
    return raw
  }
}

/** Whether the request's decoded path is `root` or lies under it. */
export function isUnder(url: string, root: string): boolean {
  const p = decodedPath(url)
  return p === root || p.startsWith(`${root}/`)
}
