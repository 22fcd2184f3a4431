/**
 * All 28 states and 8 union territories. Codes are the vehicle-registration codes people
 * recognise (MH, KA, DL...). Whether each levies professional tax (PT) or labour welfare
 * fund (LWF), and how often, is not said here: it is in the dated, sourced statutory facts
 * (reference/statutory/), read from there by every screen that needs it.
 */
export interface StateSeed {
  name: string
  code: string
  isUnionTerritory?: boolean
}

export const STATES: readonly StateSeed[] = [
  { name: 'Andhra Pradesh', code: 'AP' },
  { name: 'Arunachal Pradesh', code: 'AR' },
  { name: 'Assam', code: 'AS' },
  { name: 'Bihar', code: 'BR' },
  { name: 'Chhattisgarh', code: 'CG' },
  { name: 'Goa', code: 'GA' },
  { name: 'Gujarat', code: 'GJ' },
  { name: 'Haryana', code: 'HR' },
  { name: 'Himachal Pradesh', code: 'HP' },
  { name: 'Jharkhand', code: 'JH' },
  { name: 'Karnataka', code: 'KA' },
  { name: 'Kerala', code: 'KL' },
  { name: 'Madhya Pradesh', code: 'MP' },
  { name: 'Maharashtra', code: 'MH' },
  { name: 'Manipur', code: 'MN' },
  { name: 'Meghalaya', code: 'ML' },
  { name: 'Mizoram', code: 'MZ' },
  { name: 'Nagaland', code: 'NL' },
  { name: 'Odisha', code: 'OD' },
  { name: 'Punjab', code: 'PB' },
  { name: 'Rajasthan', code: 'RJ' },
  { name: 'Sikkim', code: 'SK' },
  { name: 'Tamil Nadu', code: 'TN' },
  { name: 'Telangana', code: 'TS' },
  { name: 'Tripura', code: 'TR' },
  { name: 'Uttar Pradesh', code: 'UP' },
  { name: 'Uttarakhand', code: 'UK' },
  { name: 'West Bengal', code: 'WB' },
  { name: 'Andaman and Nicobar Islands', code: 'AN', isUnionTerritory: true },
  { name: 'Chandigarh', code: 'CH', isUnionTerritory: true },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: 'DD', isUnionTerritory: true },
  { name: 'Delhi', code: 'DL', isUnionTerritory: true },
  { name: 'Jammu and Kashmir', code: 'JK', isUnionTerritory: true },
  { name: 'Ladakh', code: 'LA', isUnionTerritory: true },
  { name: 'Lakshadweep', code: 'LD', isUnionTerritory: true },
  { name: 'Puducherry', code: 'PY', isUnionTerritory: true },
]
