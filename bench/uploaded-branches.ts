// A tenant's branches made the way users make them (issue 26): the server's own branch
// template, filled in with realistic rows and uploaded through POST branch/bulk-upload,
// file after file, so the table gets what uploads give it: rows in the order of the
// files (names not in their sort order), locations created on the fly, an audit entry
// per row, ten transactions, and no VACUUM or ANALYZE but autovacuum's.
// Used by bench/lists.ts; the rows are the same on every run (a seeded generator).
import ExcelJS from 'exceljs'
import type pg from 'pg'

const API = '/ihrc-api/companyadmin'

/** A small deterministic generator (mulberry32): the same files on every run. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const COMPANIES = [
  'Sahyadri Foods Private Limited',
  'Deccan Logistics Limited',
  'Kaveri Textiles Private Limited',
  'Narmada Pharma Limited',
  'Ganga Retail Private Limited',
  'Malabar Finance Limited',
  'Aravalli Motors Private Limited',
  'Konkan Fisheries Limited',
]
const STREETS = ['MG Road', 'Station Road', 'Market Road', 'Ring Road', 'Nehru Nagar', 'Gandhi Chowk', 'Civil Lines', 'Industrial Area']
const AREAS = ['East', 'West', 'North', 'South', 'Central', 'Cantonment', 'Old Town', 'New Town']

export interface Place {
  state: string
  district: string
  location: string
}

/** 50 locations in 40 districts of 10 states (seeded names), as users add them. */
async function places(pool: pg.Pool): Promise<Place[]> {
  const { rows } = await pool.query<{ state: string; district: string }>(
    `select s.name as state, d.name as district from states s
     join lateral (select name from districts where state_id = s.id and tenant_id is null order by name limit 4) d on true
     where s.name in ('Maharashtra', 'Karnataka', 'Tamil Nadu', 'Gujarat', 'Telangana', 'West Bengal', 'Uttar Pradesh', 'Delhi', 'Kerala', 'Rajasthan')
     order by s.name, d.name`,
  )
  return Array.from({ length: 50 }, (_, i) => {
    const { state, district } = rows[i % rows.length]!
    return { state, district, location: `${district} ${AREAS[i % AREAS.length]}` }
  })
}

/**
 * Uploads `files` files of `rows` branches each for the signed-in tenant (its companies
 * made first). `measure(upload)` wraps each upload (the caller measures time and memory).
 */
export async function uploadBranches(
  baseURL: string,
  headers: Record<string, string>,
  pool: pg.Pool,
  { files, rows }: { files: number; rows: number },
  measure: <T>(n: number, upload: () => Promise<T>) => Promise<T>,
): Promise<void> {
  const json = { ...headers, 'content-type': 'application/json' }
  const group = await fetch(`${baseURL}${API}/company-group`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Uploaded Group' }),
  })
  const groupId = ((await group.json()) as { data: { id: number } }).data.id
  for (const name of COMPANIES) {
    const res = await fetch(`${baseURL}${API}/company`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ group_id: groupId, name }),
    })
    if (res.status !== 201) throw new Error(`company ${name}: ${res.status} ${await res.text()}`)
  }
  const where = await places(pool)
  const next = random(26)
  const total = files * rows
  // Branch numbers shuffled: the files (and so the table) hold names in no sort order.
  const numbers = Array.from({ length: total }, (_, i) => i + 1)
  for (let i = total - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[numbers[i], numbers[j]] = [numbers[j]!, numbers[i]!]
  }
  const template = await (await fetch(`${baseURL}${API}/branch/download-template`, { headers })).arrayBuffer()
  for (let f = 0; f < files; f++) {
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(template)
    const sheet = wb.getWorksheet('Branches')!
    const col = new Map<string, number>()
    sheet.getRow(1).eachCell((c, i) => col.set(String(c.value), i))
    for (let r = 0; r < rows; r++) {
      const n = numbers[f * rows + r]!
      const place = where[Math.floor(next() * where.length)]!
      const rented = next() < 0.7
      const year = 2005 + Math.floor(next() * 20)
      const day = (max: number) => String(1 + Math.floor(next() * max)).padStart(2, '0')
      const row = sheet.getRow(r + 2)
      const set = (h: string, v: ExcelJS.CellValue) => (row.getCell(col.get(h)!).value = v)
      set('Company', COMPANIES[Math.floor(next() * COMPANIES.length)]!)
      set('Branch name', `${place.district} Branch ${String(n).padStart(5, '0')}`)
      set('State', place.state)
      set('District', place.district)
      set('Location', place.location)
      set('Address', `${1 + Math.floor(next() * 400)}, ${STREETS[Math.floor(next() * STREETS.length)]}, ${place.location}`)
      set('Opening date', `${year}-${day(12)}-${day(28)}`)
      // Most branches are small, a few are large: head counts from 1 to about 3,000.
      set('Head count', Math.floor(Math.exp(next() * 8)))
      set('Office mode', 'Physical')
      set('Ownership', rented ? 'Rented' : 'Owned')
      set('Office type', next() < 0.85 ? 'Branch' : next() < 0.5 ? 'Warehouse' : 'Regional office')
      if (rented) set('Lease valid until', `${2026 + Math.floor(next() * 5)}-${day(12)}-${day(28)}`)
    }
    const form = new FormData()
    form.append('file', new Blob([await wb.xlsx.writeBuffer()]), `branches-${f + 1}.xlsx`)
    await measure(f, async () => {
      const res = await fetch(`${baseURL}${API}/branch/bulk-upload`, { method: 'POST', headers, body: form })
      const body = await res.text()
      if (res.status !== 200) throw new Error(`upload ${f + 1}: ${res.status} ${body.slice(0, 300)}`)
      return body
    })
  }
}
