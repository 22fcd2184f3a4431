/**
 * Madhya Pradesh: PT under the Vritti Kar Adhiniyam, 1995; LWF under the Shram Kalyan Nidhi
 * Adhiniyam, 1982, whose adaptation Chhattisgarh keeps (research log "Madhya Pradesh",
 * "Chhattisgarh"). Chhattisgarh's PT: see not-levied.ts.
 */
import { CALENDAR_YEAR, FINANCIAL_YEAR, amounts, band, byDayOfNextMonth, fixed, levy, period, schedule, type FactSeed } from '../fact'

const PT_ACT = 'Madhya Pradesh Vritti Kar Adhiniyam, 1995 (No. 16 of 1995); Madhya Pradesh Vritti Kar Niyam, 1995'
const SLAB_2018 = [
  'https://support.greythr.com/hc/en-us/articles/360026141892-What-is-the-professional-tax-slab-in-Madhya-Pradesh-',
  'https://www.praansconsultech.com/professional-tax-details/madhya-pradesh',
]
/** The Schedule as substituted by the Madhya Pradesh Vritti Kar (Sanshodhan) Adhiniyam, 2018 (MP Act No. 20 of 2018), and that Act. */
const MP_2018 = [
  'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=15506',
  'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=155792',
]
const MP_2018_ACT =
  'Madhya Pradesh Vritti Kar (Sanshodhan) Adhiniyam, 2018 (MP Act No. 20 of 2018: assent 16 July 2018, Madhya Pradesh Gazette Extraordinary 18 July 2018, deemed in force from 1 April 2018)'
const rc = { scheme: 'ptrc' as const, state: 'MP' }
const ec = { scheme: 'ptec' as const, state: 'MP' }

const PT: FactSeed[] = [
  levy(
    rc,
    'Employers deduct the tax from salaries in monthly instalments of the annual slab.',
    { levied: true, coverage: 'Private-sector salary and wage earners above ₹2,25,000 a year' },
    {
      from: '2013-03-31',
      citation: `${PT_ACT}, Schedule`,
      sources: [
        'https://support.greytip.in/hc/en-us/articles/200125000-Revised-Rates-of-Profession-Tax-in-Madhya-Pradesh-has-been-updated-in-our-application-',
        ...SLAB_2018,
      ],
      confidence: 'secondary',
      note: 'In force at least since the memorandum F-3-15-2012-1V(09) of 31 March 2013 (s.28).',
    },
  ),
  period(
    rc,
    'The annual tax is deducted in twelve monthly instalments.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    { from: '2013-03-31', citation: PT_ACT, sources: SLAB_2018, confidence: 'secondary' },
  ),
  schedule(
    rc,
    'The tax deducted in a month is paid by the 10th of the following month (quarterly payers: see the note).',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR, due: byDayOfNextMonth(10) },
    {
      from: '2018-04-01',
      citation: PT_ACT,
      sources: [
        'https://www.praansconsultech.com/professional-tax-details/madhya-pradesh',
        'https://www.hrcabin.com/professional-tax-payment-due-dates-state-wise/',
      ],
      confidence: 'secondary',
      note: 'praans also names a quarterly option (every 3 months from 15 January), not modelled. Dated with the 2018 slabs, the earliest dated source for this state.',
    },
  ),
  amounts(
    rc,
    'Annual salary up to ₹2,25,000 nil; ₹2,25,001–3,00,000 ₹1,500 (₹125 a month); ₹3,00,001–4,00,000 ₹2,000 (₹166 a month for eleven months and ₹174 for the twelfth); above ₹4,00,000 ₹2,500 (₹208 for eleven months and ₹212 for the twelfth).',
    {
      kind: 'slabs',
      wage_basis: 'yearly',
      bands: [
        band(0, 225000, fixed(0)),
        band(225001, 300000, fixed(125)),
        band(300001, 400000, fixed(166), { months: [{ month: 3, employee: 174 }] }),
        band(400001, null, fixed(208), { months: [{ month: 3, employee: 212 }] }),
      ],
      employer_minimum: null,
    },
    {
      from: '2018-04-01',
      citation: `${PT_ACT}, Schedule entry 1 as substituted by the ${MP_2018_ACT}`,
      sources: [...MP_2018, ...SLAB_2018, 'https://indiaemployerforum.org/september-2018-2/'],
      confidence: 'secondary',
      note: "The Schedule's own words give the instalments (₹166 × 11 + ₹174; ₹208 × 11 + ₹212), read in salestaxindia's reproduction; the twelfth month is taken as March, the financial year's last. greytHR's ₹167 / ₹163 was wrong.",
    },
  ),
  levy(
    ec,
    'Employers enrolled under the Act pay their own yearly tax.',
    { levied: true },
    { from: '2018-04-01', citation: PT_ACT, sources: SLAB_2018, confidence: 'secondary' },
  ),
  schedule(
    ec,
    "The due date of the employer's own yearly tax is not confirmed.",
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: null },
    {
      from: '2018-04-01',
      citation: PT_ACT,
      sources: SLAB_2018,
      confidence: 'secondary',
      note: 'No source for its due day was reached.',
    },
  ),
  amounts(
    ec,
    'Dealers and persons registered under the MP VAT or GST Act, and unregistered sellers of goods or services, whose annual turnover exceeds ₹20 lakh: ₹2,500 a year (nil up to ₹20 lakh).',
    { kind: 'fixed', employer: 2500 },
    {
      from: '2018-04-01',
      citation: `${PT_ACT}, Schedule entries 2 and 3 as substituted by the ${MP_2018_ACT}`,
      sources: MP_2018,
      confidence: 'secondary',
      note: 'Only for turnover above ₹20 lakh; a business at or below it owes nothing under these entries.',
    },
  ),
]

function shramKalyan(
  state: 'MP' | 'CG',
  act: string,
  sources: string[],
  from: string,
  employee: number,
  employer: number,
  confidence: 'primary' | 'secondary',
  note: string,
): FactSeed[] {
  const s = { scheme: 'lwf' as const, state }
  return [
    levy(
      s,
      'Employers contribute twice a year for their workers, with a minimum of ₹1,500 a half-year.',
      {
        levied: true,
        coverage:
          state === 'CG'
            ? 'Establishments with more than 9 beneficiaries; not managerial staff'
            : 'Factories and establishments; not managers or supervisors drawing over ₹10,000',
      },
      {
        from,
        citation: act,
        sources,
        confidence,
        note,
      },
    ),
    period(
      s,
      'Half-years January–June and July–December (deducted on 30 June and 31 December).',
      { frequency: 'half_yearly', yearStart: CALENDAR_YEAR, liability: 'Workers on the register on 30 June and 31 December' },
      { from, citation: act, sources, confidence },
    ),
    schedule(
      s,
      "The half-year's contributions are paid by 15 July and 15 January.",
      { frequency: 'half_yearly', yearStart: CALENDAR_YEAR, due: byDayOfNextMonth(15), form: 'Form A' },
      {
        from,
        citation: act,
        sources:
          state === 'CG'
            ? ['https://boardhr.blogspot.com/2020/04/chhattisgarh-minimum-wages-notification.html', ...sources]
            : [
                'https://community.emgage.work/complaince/labour-welfare-fund/labour-welfare-fund-details/labour-welfare-fund-madhya-pradesh',
                ...sources,
              ],
        confidence: 'secondary',
      },
    ),
    amounts(
      s,
      `Worker ₹${employee} and employer ₹${employer} a half-year, the employer paying at least ₹1,500 a half-year in all.`,
      {
        kind: 'slabs',
        wage_basis: 'monthly',
        bands: [band(0, null, fixed(employee), { employer: fixed(employer) })],
        employer_minimum: 1500,
      },
      { from, citation: act, sources, confidence, note },
    ),
  ]
}

export const MADHYA_PRADESH: readonly FactSeed[] = [
  ...PT,
  ...shramKalyan(
    'MP',
    'Madhya Pradesh Shram Kalyan Nidhi Adhiniyam, 1982, s.9(2), (3); Madhya Pradesh Shram Kalyan Nidhi Rules, 1984',
    ['https://shramkalyanmandal.mponline.gov.in/Home/contribution'],
    '2019-04-01',
    10,
    30,
    'primary',
    "The Shram Kalyan Mandal's own page, which reports collections for 2019-20: in force at least from 1 April 2019. A draft of 1 January 2025 proposes ₹50/₹50 and a ₹2,500 minimum (not in force here).",
  ),
]

export const CHHATTISGARH: readonly FactSeed[] = shramKalyan(
  'CG',
  'Chhattisgarh Shram Kalyan Nidhi Adhiniyam, 1982 (as adapted); Chhattisgarh Pradesh Shram Kalyan Nidhi Rules, 1984',
  ['https://cglabour.nic.in/ShramKalyanMandal/abhidayrashi.aspx'],
  '2020-04-01',
  15,
  45,
  'primary',
  "The Labour Department's own page (collected in January and July: worker ₹15, employer ₹45, minimum ₹1,500; the Government matches the employer); in force at least from the April 2020 notice on boardhr. An older ₹6/₹18 is on hindlish.in.",
)
