// PROVISIONAL: the list's status filter values as the brief names them, until the contract lands.
export const ROW_STATUS_OPTIONS = [
  { value: 'on_time', label: 'On time' },
  { value: 'late', label: 'Late' },
  { value: 'unpaid', label: 'Not paid' },
]
