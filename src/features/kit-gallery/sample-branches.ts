/** Generated branch rows for the gallery's table: enough rows to show the virtualised body. */
export interface SampleBranch {
  id: string
  code: string
  name: string
  city: string
  state: string
  employees: number
  status: 'Active' | 'Inactive' | 'Closing'
}

const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Pune', 'Maharashtra'],
  ['Mumbai', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Hyderabad', 'Telangana'],
  ['Ahmedabad', 'Gujarat'],
  ['Kolkata', 'West Bengal'],
  ['Noida', 'Uttar Pradesh'],
  ['Kochi', 'Kerala'],
  ['Jaipur', 'Rajasthan'],
]
const AREAS = ['Central', 'East', 'West', 'North', 'South', 'Industrial Estate', 'Tech Park', 'Warehouse']
const STATUSES: SampleBranch['status'][] = ['Active', 'Active', 'Active', 'Inactive', 'Closing']

export function sampleBranches(count: number): SampleBranch[] {
  return Array.from({ length: count }, (_, i) => {
    const [city, state] = CITIES[i % CITIES.length]!
    return {
      id: `br-${i + 1}`,
      code: `BR-${String(i + 1).padStart(4, '0')}`,
      name: `${city} ${AREAS[Math.floor(i / CITIES.length) % AREAS.length]} ${Math.floor(i / (CITIES.length * AREAS.length)) + 1}`,
      city,
      state,
      // A deterministic spread, so sorting shows something meaningful.
      employees: ((i * 7919) % 480) + 12,
      status: STATUSES[(i * 31) % STATUSES.length]!,
    }
  })
}
