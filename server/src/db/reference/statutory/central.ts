/**
 * PF, PF IW and ESI: central rules, in force in every state (research log "PF", "ESI",
 * "PF IW"). Since 21 November 2025 the Acts stand repealed by the Code on Social Security,
 * 2020, whose savings keep the EPF Scheme, 1952 and the ESI regulations in force until
 * the Code's schemes replace them; no row here has changed because of that yet.
 */
import { FINANCIAL_YEAR, amounts, byDayOfNextMonth, levy, period, schedule, type FactSeed } from './fact'

const EPF_ACT = "Employees' Provident Funds and Miscellaneous Provisions Act, 1952"
const PARA_38 = 'https://comply4hr.com/showsec.asp?seccode=EPF47'
const GRACE_WITHDRAWN = 'https://paperzz.com/doc/8508890/payment-of-contribution-by-the-employers-by-15th-of-the-f...'
const ADMIN_2018 = [
  'https://taxguru.in/corporate-law/admin-charges-payable-employer-epf-amended-wef-01-06-2018.html',
  'https://www.citehr.com/showthread.php?t=600818',
]
const CODES_NOTE =
  'The EPF & MP Act stands repealed by the Code on Social Security, 2020 from 21 November 2025; the EPF Scheme, 1952 continues under its savings until the Code scheme is notified.'

const pf = { scheme: 'pf' as const, state: null }
const PF: FactSeed[] = [
  levy(
    pf,
    'Every establishment employing 20 or more persons contributes to the Provident Fund for its employees.',
    {
      levied: true,
      coverage:
        'Establishments of 20 or more persons (s.1(3)(b)); employees whose pay is above ₹15,000 a month may stay out unless already members',
    },
    {
      from: '1952-03-04',
      citation: `${EPF_ACT} (Act 19 of 1952, enacted 4 March 1952), s.1(3) and s.6`,
      sources: ['https://advocatetanmoy.com/2020/05/11/labour-and-employment-laws-india/', PARA_38],
      confidence: 'secondary',
      note: `The enactment date; the commencement notification was not looked up. ${CODES_NOTE}`,
    },
  ),
  period(
    pf,
    'Contributions are for each wage month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    {
      from: '1952-03-04',
      citation: `${EPF_ACT} s.6; EPF Scheme, 1952 para 38(1)`,
      sources: [PARA_38],
      confidence: 'secondary',
      note: 'Para 38 counts from "the close of every month"; the wage month, where an employer fixes another (taxtmi: Delhi High Court), is not modelled.',
    },
  ),
  schedule(
    pf,
    'Contributions and administrative charges are paid within fifteen days of the close of every month, with the ECR; the five days of grace are withdrawn.',
    {
      frequency: 'monthly',
      yearStart: FINANCIAL_YEAR,
      due: byDayOfNextMonth(15),
      form: 'ECR (electronic challan cum return)',
    },
    {
      from: '2016-01-01',
      citation:
        'EPF Scheme, 1952 para 38(1); EPFO circular withdrawing the 5-day grace period from contributions for January 2016 (payable February 2016)',
      sources: [PARA_38, GRACE_WITHDRAWN],
      confidence: 'secondary',
      note: 'Before January 2016 employers had 5 days of grace after the 15th; those periods are not modelled.',
    },
  ),
  amounts(
    pf,
    'Employee 12 % of EPF wages; employer 12 % (8.33 % of pension wages to the EPS, the rest to the EPF); EDLI 0.5 %; administrative charges 0.5 % of EPF wages, at least ₹500 a month per establishment.',
    {
      kind: 'rates',
      rates: [
        { name: 'Employee share (A/c 1)', percent: 12, base: 'epf_wages', minimum: null },
        { name: 'Employer share (A/c 1 and A/c 10)', percent: 12, base: 'epf_wages', minimum: null },
        { name: 'EDLI (A/c 21)', percent: 0.5, base: 'edli_wages', minimum: null },
        { name: 'Administrative charges (A/c 2)', percent: 0.5, base: 'epf_wages', minimum: 500 },
      ],
      wage_ceiling: 15000,
    },
    {
      from: '2018-06-01',
      citation:
        'MoLE notification S.O. 2011(E) dated 21 May 2018 (administrative charges 0.50 %, minimum ₹500), EPF Scheme paras 29, 30, 38',
      sources: ADMIN_2018,
      confidence: 'secondary',
      note: 'Employer share split: 8.33 % of pension (EPS) wages to A/c 10, the rest to A/c 1; the total is 12 % of EPF wages either way. Non-functional establishments pay a ₹75 minimum (not modelled).',
    },
  ),
]

const iw = { scheme: 'pf_iw' as const, state: null }
const IW_SOURCES = ['https://taxguru.in/?p=50357', 'https://www.setindiabiz.com/learning/monthly-return-iw-1-filing-international-worker']
const PF_IW: FactSeed[] = [
  levy(
    iw,
    'Establishments employing international workers file a monthly return of them (IW-1).',
    {
      levied: true,
      coverage: 'Establishments covered by the EPF Scheme that employ international workers',
    },
    {
      from: '2008-10-01',
      citation:
        'EPF Scheme, 1952 para 83 (and EPS, 1995 para 43-A), in effect from 1 October 2008; EPFO circular IWU/7(17)2009/2816 dated 25.05.2012',
      sources: IW_SOURCES,
      confidence: 'secondary',
      note: CODES_NOTE,
    },
  ),
  period(
    iw,
    'One return for each month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    {
      from: '2008-10-01',
      citation: 'EPF Scheme, 1952 para 83',
      sources: IW_SOURCES,
      confidence: 'secondary',
    },
  ),
  schedule(
    iw,
    'The IW-1 return is filed within 15 days of the close of each month.',
    {
      frequency: 'monthly',
      yearStart: FINANCIAL_YEAR,
      due: byDayOfNextMonth(15),
      form: 'IW-1',
    },
    {
      from: '2008-10-01',
      citation: 'EPF Scheme, 1952 para 83',
      sources: IW_SOURCES,
      confidence: 'secondary',
      note: "The 15-day period is the setindiabiz guide's; the para 83 text was not reached.",
    },
  ),
]

const esi = { scheme: 'esi' as const, state: null }
const ESI_ACT = "Employees' State Insurance Act, 1948"
const ESI_15_DAYS = [
  'https://taxguru.in/corporate-law/esic-payment-due-date-preponed-15th-month.html',
  'http://www.thehindu.com/news/cities/Mangalore/change-in-esic-contribution-date/article19262317.ece',
]
const ESI_RATES_2019 = [
  'https://novojuris.com/2019/06/20/esi-contribution-reduction-w-e-f-july-1-2019/',
  'https://www.insightssuccess.in/union-government-reduces-rate-esi-contribution/',
]
const ESI: FactSeed[] = [
  levy(
    esi,
    'Factories and notified establishments of 10 or more persons insure their employees earning up to the wage limit.',
    {
      levied: true,
      coverage:
        'Factories and establishments of 10 or more persons (20 in Maharashtra and Chandigarh per insightssuccess 2019); employees earning up to ₹21,000 a month',
    },
    {
      from: '1948-04-19',
      citation: `${ESI_ACT} (Act 34 of 1948, enacted 19 April 1948), s.1(4), (5)`,
      sources: ['https://advocatetanmoy.com/2020/05/11/labour-and-employment-laws-india/', ESI_RATES_2019[1]!],
      confidence: 'secondary',
      note: 'The enactment date; the Act was extended area by area by notification. Repealed by the Code on Social Security, 2020 from 21 November 2025, the ESI regulations continuing under its savings.',
    },
  ),
  period(
    esi,
    'Contributions are for each wage month; contribution periods run April–September and October–March.',
    {
      frequency: 'monthly',
      yearStart: FINANCIAL_YEAR,
    },
    {
      from: '2017-06-01',
      citation: 'ESI (General) Regulations, 1950 reg. 31 as amended by ESIC notification No. N-12/13/1/2016-P&D dated 1 July 2017',
      sources: ESI_15_DAYS,
      confidence: 'secondary',
      note: 'Dated with the schedule: earlier periods are not modelled.',
    },
  ),
  schedule(
    esi,
    'Contributions are paid within 15 days of the last day of the calendar month in which they fall due.',
    {
      frequency: 'monthly',
      yearStart: FINANCIAL_YEAR,
      due: byDayOfNextMonth(15),
      form: 'Monthly contribution (ESIC portal challan)',
    },
    {
      from: '2017-06-01',
      citation:
        'ESI (General) Amendment Regulation, 2017: reg. 31 "within 15 days" for "within 21 days", ESIC notification No. N-12/13/1/2016-P&D dated 1 July 2017, from the contribution for June 2017',
      sources: ESI_15_DAYS,
      confidence: 'secondary',
      note: 'Before June 2017: within 21 days (http://comply4hr.com/showsec.asp?seccode=ESIR38); that row is not stored because the date the 21-day text took effect was not found.',
    },
  ),
  amounts(
    esi,
    'Employee 0.75 % and employer 3.25 % of the wages of employees earning up to ₹21,000 a month.',
    {
      kind: 'rates',
      rates: [
        { name: 'Employee share', percent: 0.75, base: 'gross_wages', minimum: null },
        { name: 'Employer share', percent: 3.25, base: 'gross_wages', minimum: null },
      ],
      wage_ceiling: 21000,
    },
    {
      from: '2019-07-01',
      citation: 'ESI (Central) Amendment Rules, 2019, rule 51, G.S.R. 423(E) dated 13 June 2019, in force 1 July 2019',
      sources: ESI_RATES_2019,
      confidence: 'secondary',
      note: 'Before: employee 1.75 %, employer 4.75 % (same sources); its start date was not looked up, so it is not stored.',
    },
  ),
]

export const CENTRAL_FACTS: readonly FactSeed[] = [...PF, ...PF_IW, ...ESI]
