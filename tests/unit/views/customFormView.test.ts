import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CustomForm } from '../../../core/schemas/productSet'
import { type CustomFormInput, customFormMachine, formShown } from '../../../machines/customForm'
import { customFormView, formFieldsView } from '../../../machines/customFormView'
import { expectMessages, form } from './dialogFixtures'

type Field = CustomForm['formFields'][number]
const field = (id: string, type: string, extra: Partial<Field> = {}): Field => ({
  id,
  type,
  label: id,
  description: null,
  placeholder: null,
  required: true,
  subjectMapping: null,
  parameters: {},
  ...extra,
})

const choices = [
  { code: 'k', label: 'Kindergarten' },
  { code: '1', label: 'Grade 1', isDefault: true },
  { code: '2', label: 'Grade 2' },
]

const studentDetails = form({
  saveButtonText: 'Save details',
  updateButtonText: 'Update details',
  formFields: [
    field('name', 'text', { label: 'Student Name', parameters: { textFormat: 'ucfirst' } }),
    field('grade', 'select', { label: 'Grade', parameters: { choices } }),
    field('birthday', 'date', { label: 'Date of birth', required: false }),
    field('phone', 'tel', { label: 'Parent phone' }),
  ],
})

const formActor = (
  input: Partial<CustomFormInput> = {},
  save: () => Promise<{ entryId: string | null }> = async () => ({ entryId: 'entry-1' }),
) =>
  createActor(customFormMachine.provide({ actors: { saveForm: fromPromise(save) } }), {
    input: { formId: studentDetails.id, fields: studentDetails.formFields, entry: null, allowClose: true, ...input },
  }).start()

const viewOf = (actor: ReturnType<typeof formActor>, f: CustomForm = studentDetails) =>
  customFormView(actor.getSnapshot(), f, formShown(actor.getSnapshot()))

describe('formFieldsView (B §2 custom form modal fields, B §3 form fields, B §5 forms)', () => {
  it('B §5: optional fields carry the optional hint; the label and description as given', () => {
    const [name, , birthday] = formFieldsView(studentDetails.formFields, {}, {})
    expect(name).toMatchObject({ id: 'name', label: 'Student Name', optional: false, required: true, error: null })
    expect(birthday).toMatchObject({ optional: true, required: false, description: null })
  })

  it('B §5: a date shows its format as placeholder, DD/MM/YYYY by default, else the field’s dateFormat', () => {
    const [date] = formFieldsView([field('d', 'date')], {}, {})
    expect(date?.control).toMatchObject({ kind: 'input', type: 'text', placeholder: 'DD/MM/YYYY' })
    const [us] = formFieldsView([field('d', 'date', { parameters: { dateFormat: 'MM/DD/YYYY' } })], {}, {})
    expect(us?.control).toMatchObject({ placeholder: 'MM/DD/YYYY' })
    const [own] = formFieldsView([field('d', 'date', { placeholder: 'Your birthday' })], {}, {})
    expect(own?.control).toMatchObject({ placeholder: 'Your birthday' })
  })

  it('B §5: number and tel take digits (a numeric keyboard); tel is a phone input', () => {
    const [tel, number, text] = formFieldsView(
      [field('t', 'tel'), field('n', 'number'), field('x', 'text')],
      { t: '555' },
      {},
    )
    expect(tel?.control).toEqual({
      kind: 'input',
      type: 'tel',
      inputMode: 'numeric',
      autoComplete: 'tel',
      value: '555',
      placeholder: undefined,
    })
    expect(number?.control).toMatchObject({ type: 'text', inputMode: 'numeric', autoComplete: undefined })
    expect(text?.control).toMatchObject({ type: 'text', inputMode: undefined })
  })

  it('B §3 parameters.choices: a select lists them under its placeholder (a dash without one)', () => {
    const [grade] = formFieldsView([field('g', 'select', { parameters: { choices } })], { g: '1' }, {})
    expect(grade?.control).toEqual({
      kind: 'select',
      value: '1',
      placeholder: '—',
      choices: [
        { code: 'k', label: 'Kindergarten' },
        { code: '1', label: 'Grade 1' },
        { code: '2', label: 'Grade 2' },
      ],
    })
    const [single] = formFieldsView(
      [field('s', 'single_choice', { placeholder: 'Pick one', parameters: { choices } })],
      {},
      {},
    )
    expect(single?.control).toMatchObject({ kind: 'select', value: '', placeholder: 'Pick one' })
  })

  it('radio buttons choose one code; checkboxes of a multiple choice add or take away a code', () => {
    const [radio] = formFieldsView([field('r', 'radio', { parameters: { choices } })], { r: 'k' }, {})
    expect(radio?.control).toMatchObject({ kind: 'choices', multiple: false })
    if (radio?.control.kind !== 'choices') return
    expect(radio.control.choices.map((c) => [c.code, c.checked, c.next])).toEqual([
      ['k', true, 'k'],
      ['1', false, '1'],
      ['2', false, '2'],
    ])
    const [multi] = formFieldsView([field('m', 'multiple_choice', { parameters: { choices } })], { m: ['k'] }, {})
    if (multi?.control.kind !== 'choices') throw new Error('choices')
    expect(multi.control.multiple).toBe(true)
    expect(multi.control.choices.map((c) => [c.code, c.checked, c.next])).toEqual([
      ['k', true, []],
      ['1', false, ['k', '1']],
      ['2', false, ['k', '2']],
    ])
    const [none] = formFieldsView([field('m', 'multiple_choice', { parameters: { choices } })], {}, {})
    if (none?.control.kind !== 'choices') throw new Error('choices')
    expect(none.control.choices[0]?.next).toEqual(['k'])
  })

  it('a checkbox is checked only by true; a long text is a textarea', () => {
    const [box, long] = formFieldsView([field('c', 'checkbox'), field('l', 'long_text')], { c: true, l: 'Hi' }, {})
    expect(box?.control).toEqual({ kind: 'checkbox', checked: true })
    expect(long?.control).toEqual({ kind: 'textarea', value: 'Hi', placeholder: undefined })
    expect(formFieldsView([field('c', 'checkbox')], { c: 'yes' }, {})[0]?.control).toEqual({
      kind: 'checkbox',
      checked: false,
    })
  })

  it('B §8: a field’s message is its key; a server’s reason shows as it came', () => {
    const [a, b] = formFieldsView(
      [field('a', 'text'), field('b', 'text')],
      {},
      { a: 'checkout.form_error_field_required', b: 'Must be unique' },
    )
    expect(a?.error).toEqual({ id: 'checkout.form_error_field_required' })
    expect(b?.error).toEqual({ text: 'Must be unique' })
    expectMessages(a?.error)
  })
})

describe('customFormView (B §2 custom form modal, B §4 custom form)', () => {
  it('B §2: title, description, fields and the submit button with the form’s save text for a new form', () => {
    const actor = formActor()
    expect(viewOf(actor).open).toBe(false)
    actor.send({ type: 'form.open' })
    const view = viewOf(actor)
    expect(view).toMatchObject({
      open: true,
      title: 'Student details',
      description: studentDetails.description,
      saving: false,
      submit: { label: { text: 'Save details' }, disabled: false, event: { type: 'form.submit' } },
      error: null,
      checkFields: false,
    })
    expect(view.fields.map((f) => f.id)).toEqual(['name', 'grade', 'birthday', 'phone'])
    // B §3 choices isDefault: a new form starts on the default choice.
    expect(view.fields[1]?.control).toMatchObject({ value: '1' })
  })

  it('B §4: existing data reads the update text; without texts the button says Save', () => {
    const actor = formActor({ entry: { id: 'e1', values: { name: 'Emma Lee' } } })
    actor.send({ type: 'form.open' })
    expect(viewOf(actor).submit.label).toEqual({ text: 'Update details' })
    expect(viewOf(actor).fields[0]?.control).toMatchObject({ value: 'Emma Lee' })
    const plain = form({ formFields: studentDetails.formFields })
    expect(viewOf(actor, plain).submit.label).toEqual({ id: 'customForm.save' })
    expectMessages(viewOf(actor, plain).submit.label)
  })

  it('B §4: the close control only when closing is allowed or the form is being edited', () => {
    const blocked = formActor({ allowClose: false })
    blocked.send({ type: 'form.open' })
    expect(viewOf(blocked).close).toBeNull()
    const editing = formActor({ allowClose: false, entry: { id: 'e1', values: {} } })
    editing.send({ type: 'form.open' })
    expect(viewOf(editing).close).toEqual({ type: 'form.close' })
    editing.send(viewOf(editing).close ?? { type: 'form.open' })
    expect(viewOf(editing).open).toBe(false)
  })

  it('B §2: not shown while the welcome modal is open', () => {
    const actor = formActor()
    actor.send({ type: 'welcome.change', open: true })
    actor.send({ type: 'form.open' })
    expect(viewOf(actor).open).toBe(false)
  })

  it('B §5 forms: typing goes through its event; a submit with mistakes marks the fields and asks to check them', () => {
    const actor = formActor()
    actor.send({ type: 'form.open' })
    actor.send(viewOf(actor).change('name', 'emma'))
    expect(viewOf(actor).fields[0]?.control).toMatchObject({ value: 'Emma' }) // ucfirst as typed
    actor.send(viewOf(actor).submit.event)
    const view = viewOf(actor)
    expect(view.checkFields).toBe(true)
    expect(view.fields.find((f) => f.id === 'name')?.error).toEqual({ id: 'checkout.form_error_invalid_name' })
    expect(view.fields.find((f) => f.id === 'phone')?.error).toEqual({ id: 'checkout.form_error_field_required' })
    expect(view.fields.find((f) => f.id === 'birthday')?.error).toBeNull()
    expectMessages('customForm.check_fields', ...view.fields.map((f) => f.error))
  })

  it('B §4: while saving the button is off and the modal cannot close; a refusal keeps the values with the reason', async () => {
    let refuse: (reason: unknown) => void = () => {}
    const actor = formActor({}, () => new Promise((_, reject) => (refuse = reject)))
    actor.send({ type: 'form.open' })
    for (const [id, value] of Object.entries({ name: 'Emma Lee', grade: '2', phone: '5551234' }))
      actor.send(viewOf(actor).change(id, value))
    actor.send(viewOf(actor).submit.event)
    expect(viewOf(actor)).toMatchObject({ saving: true, close: null, submit: { disabled: true } })
    refuse({ message: 'The shop is closed' })
    await waitFor(actor, (s) => s.matches('open'))
    expect(viewOf(actor)).toMatchObject({ saving: false, error: 'The shop is closed', checkFields: false })
    expect(viewOf(actor).fields[0]?.control).toMatchObject({ value: 'Emma Lee' })
  })

  it('a server reason on a field shows on that field, not above', async () => {
    const actor = formActor({}, () =>
      Promise.reject({ message: 'Bad', fields: { 'form.formFields.phone': 'Unknown number' } }),
    )
    actor.send({ type: 'form.open' })
    for (const [id, value] of Object.entries({ name: 'Emma Lee', grade: '2', phone: '5551234' }))
      actor.send(viewOf(actor).change(id, value))
    actor.send(viewOf(actor).submit.event)
    await waitFor(actor, (s) => s.matches('open'))
    const view = viewOf(actor)
    expect(view.error).toBeNull()
    expect(view.checkFields).toBe(true)
    expect(view.fields.find((f) => f.id === 'phone')?.error).toEqual({ text: 'Unknown number' })
  })
})
