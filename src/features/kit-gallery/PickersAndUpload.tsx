import { useState } from 'react'
import { DatePicker } from '@/components/ui/DatePicker'
import { DateTimePicker } from '@/components/ui/DateTimePicker'
import { FormItem } from '@/components/ui/FormItem'
import { MonthPicker } from '@/components/ui/MonthPicker'
import { RangePicker, type DateRange } from '@/components/ui/RangePicker'
import { TimeInput } from '@/components/ui/TimeInput'
import { Upload } from '@/components/ui/Upload'
import { YearPicker } from '@/components/ui/YearPicker'
import { GallerySection } from './GallerySection'

// Pretends to send the file in ten steps so the progress bar can be seen; the gallery has no server.
const simulateUpload = (_file: File, onProgress: (percent: number) => void) =>
  new Promise<void>((resolve) => {
    let percent = 0
    const timer = setInterval(() => {
      percent += 10
      onProgress(percent)
      if (percent >= 100) {
        clearInterval(timer)
        resolve()
      }
    }, 150)
  })

export function PickersAndUpload() {
  const [due, setDue] = useState<string | null>('2025-04-15')
  const [range, setRange] = useState<DateRange>({ start: '2025-04-01', end: '2026-03-31' })
  const [hearing, setHearing] = useState<string | null>('2025-06-12T14:30')
  const [year, setYear] = useState<number | null>(2025)
  const [month, setMonth] = useState<string | null>('2025-04')
  const [time24, setTime24] = useState<string | null>('18:45')
  const [time12, setTime12] = useState<string | null>('09:15:00')
  const [challan, setChallan] = useState<File[]>([])
  const [documents, setDocuments] = useState<File[]>([])
  return (
    <>
      <GallerySection title="Dates and times">
        <div className="grid w-full gap-4 md:grid-cols-2">
          <FormItem label="Due date (FY 2025-26 only)" htmlFor="kit-due" help="Type YYYY-MM-DD; dates outside the year are clamped.">
            <DatePicker id="kit-due" value={due} onChange={setDue} min="2025-04-01" max="2026-03-31" />
          </FormItem>
          <div>
            <p className="mb-1.5 text-sm font-semibold text-gray-800 dark:text-gray-100">Agreement period</p>
            <RangePicker label="Agreement period" value={range} onChange={setRange} />
          </div>
          <div>
            <p className="mb-1.5 text-sm font-semibold text-gray-800 dark:text-gray-100">Hearing</p>
            <DateTimePicker label="Hearing" value={hearing} onChange={setHearing} />
          </div>
          <div className="flex flex-wrap gap-4">
            <YearPicker label="Assessment year" value={year} onChange={setYear} />
            <MonthPicker label="Return month" value={month} onChange={setMonth} />
          </div>
          <div className="flex flex-wrap gap-4">
            <TimeInput label="Reminder time (24-hour)" value={time24} onChange={setTime24} />
            <TimeInput label="Shift start (12-hour)" format="12" showSeconds value={time12} onChange={setTime12} />
          </div>
        </div>
      </GallerySection>
      <GallerySection title="Upload">
        <div className="grid w-full gap-4 md:grid-cols-2">
          <Upload
            label="ESI challan (one PDF; a new one replaces it)"
            accept=".pdf"
            uploadLimit={1}
            fileList={challan}
            onChange={setChallan}
            beforeUpload={(files) => files.every((f) => f.type === 'application/pdf') || 'Only PDF challans are accepted'}
          />
          <Upload
            label="Supporting documents (up to 3)"
            multiple
            uploadLimit={3}
            fileList={documents}
            onChange={setDocuments}
            onUpload={simulateUpload}
          />
        </div>
      </GallerySection>
    </>
  )
}
