import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { FormItem } from '@/components/ui/FormItem'
import { Input, PasswordInput } from '@/components/ui/Input'
import { RadioGroup } from '@/components/ui/Radio'
import { Segment } from '@/components/ui/Segment'
import { Select, type SelectOption } from '@/components/ui/Select'
import { Switcher } from '@/components/ui/Switcher'
import { Textarea } from '@/components/ui/Textarea'
import { toast } from '@/components/ui/toast'
import { GallerySection } from './GallerySection'

const STATES: SelectOption[] = ['Maharashtra', 'Karnataka', 'Tamil Nadu', 'Telangana', 'Gujarat', 'West Bengal', 'Kerala', 'Rajasthan'].map(
  (label) => ({ value: label.toLowerCase().replace(/\s+/g, '-'), label }),
)
const ACTS: SelectOption[] = [
  'Factories Act',
  'Shops and Establishments Act',
  'Contract Labour Act',
  'Minimum Wages Act',
  'Payment of Bonus Act',
].map((label, i) => ({ value: `act-${i}`, label }))

// Stands in for a server search in the gallery only: filters the state list after a short wait.
const searchStates = (query: string) =>
  new Promise<SelectOption[]>((resolve) =>
    setTimeout(() => resolve(STATES.filter((s) => s.label.toLowerCase().includes(query.toLowerCase()))), 300),
  )

const contactSchema = z.object({
  name: z.string().trim().min(1, 'Enter the contact name'),
  email: z.email('Enter a valid email address'),
  state: z.string().min(1, 'Choose a state'),
})
type Contact = z.infer<typeof contactSchema>

function ContactForm() {
  const { register, control, handleSubmit, formState } = useForm<Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', state: '' },
  })
  const { errors } = formState
  return (
    <form
      noValidate
      className="w-full max-w-md"
      onSubmit={handleSubmit((c) => toast.push({ type: 'success', content: `Saved ${c.name}` }))}
    >
      <FormItem label="Contact name" htmlFor="kit-contact-name" error={errors.name?.message} required>
        <Input id="kit-contact-name" invalid={Boolean(errors.name)} {...register('name')} />
      </FormItem>
      <FormItem label="Email" htmlFor="kit-contact-email" error={errors.email?.message} help="Notices are sent here." required>
        <Input id="kit-contact-email" type="email" invalid={Boolean(errors.email)} {...register('email')} />
      </FormItem>
      <FormItem label="State" htmlFor="kit-contact-state" error={errors.state?.message} required>
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <Select
              id="kit-contact-state"
              searchable
              options={STATES}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              invalid={Boolean(errors.state)}
            />
          )}
        />
      </FormItem>
      <Button type="submit" variant="solid">
        Save contact
      </Button>
    </form>
  )
}

export function FormControls() {
  const [act, setAct] = useState<string | null>(null)
  const [acts, setActs] = useState<string[]>(['act-0'])
  const [remoteState, setRemoteState] = useState<string | null>(null)
  const [agree, setAgree] = useState(true)
  const [frequency, setFrequency] = useState<'monthly' | 'quarterly' | 'yearly'>('monthly')
  const [notify, setNotify] = useState(true)
  const [view, setView] = useState('list')
  const [nextId, setNextId] = useState(1)
  return (
    <>
      <GallerySection title="Form (react-hook-form + zod)">
        <ContactForm />
      </GallerySection>
      <GallerySection title="Inputs">
        <div className="grid w-full gap-4 md:grid-cols-2">
          <FormItem label="Branch name (small)" htmlFor="kit-branch-sm">
            <Input id="kit-branch-sm" size="sm" placeholder="e.g. Pune Central" />
          </FormItem>
          <FormItem label="Monthly wage" htmlFor="kit-wage" help="In rupees, before deductions.">
            <Input id="kit-wage" inputMode="decimal" prefix="₹" suffix="/mo" />
          </FormItem>
          <FormItem label="PF code" htmlFor="kit-pf" error="PF code must have 22 characters">
            <Input id="kit-pf" invalid defaultValue="MHBAN00123" />
          </FormItem>
          <FormItem label="Password" htmlFor="kit-password">
            <PasswordInput id="kit-password" autoComplete="new-password" />
          </FormItem>
          <FormItem label="Remarks" htmlFor="kit-remarks">
            <Textarea id="kit-remarks" placeholder="Anything the auditor should know" />
          </FormItem>
          <FormItem label="Disabled field" htmlFor="kit-disabled">
            <Input id="kit-disabled" disabled value="Locked by approval" readOnly />
          </FormItem>
        </div>
      </GallerySection>
      <GallerySection title="Selects">
        <div className="grid w-full gap-4 md:grid-cols-3">
          <FormItem label="Act (search or create)" htmlFor="kit-act">
            <Select
              id="kit-act"
              searchable
              clearable
              options={ACTS}
              value={act}
              onChange={setAct}
              onCreate={async (label) => {
                setNextId((n) => n + 1)
                return { value: `new-act-${nextId}`, label }
              }}
            />
          </FormItem>
          <FormItem label="Acts (multiple)" htmlFor="kit-acts">
            <Select id="kit-acts" multiple searchable options={ACTS} value={acts} onChange={setActs} />
          </FormItem>
          <FormItem label="State (server search)" htmlFor="kit-remote-state">
            <Select
              id="kit-remote-state"
              options={[]}
              loadOptions={searchStates}
              value={remoteState}
              onChange={setRemoteState}
              placeholder="Type to search"
            />
          </FormItem>
        </div>
      </GallerySection>
      <GallerySection title="Choices">
        <Checkbox checked={agree} onChange={setAgree} label="Send a copy to the branch head" />
        <RadioGroup
          name="kit-frequency"
          label="Return frequency"
          value={frequency}
          onChange={setFrequency}
          options={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'quarterly', label: 'Quarterly' },
            { value: 'yearly', label: 'Yearly' },
          ]}
        />
        <Switcher checked={notify} onChange={setNotify} label="Email reminders" />
        <Segment
          label="View"
          value={view}
          onChange={setView}
          options={[
            { value: 'list', label: 'List' },
            { value: 'board', label: 'Board' },
            { value: 'calendar', label: 'Calendar' },
          ]}
        />
      </GallerySection>
    </>
  )
}
