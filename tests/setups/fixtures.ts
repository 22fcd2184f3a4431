/** What every registration (setup) fixture shares: Acme Industries in Maharashtra. */
export const aSetupBase = {
  id: 1,
  company_id: 10,
  company_name: 'Acme Industries',
  state_id: 27,
  state_name: 'Maharashtra',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}
