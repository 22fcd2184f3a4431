import dayjs from 'dayjs'

export const monthOf = (date: string) => date.slice(0, 7)
export const shiftMonth = (month: string, by: number) => dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM')
