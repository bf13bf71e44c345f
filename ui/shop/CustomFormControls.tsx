import { useOrderForm } from '../../adapters/react/customForm'
import type { CustomForm } from '../../core/schemas/productSet'
import type { CustomFormBannerView } from '../../machines/customFormBannerView'
import { CustomFormButton } from './CustomFormBanner'
import { CustomFormModal } from './CustomFormModal'

/**
 * The order form's actor (B §4) behind the catalog's banner, loaded after the page's first render
 * (./CustomFormBanner.tsx): the button that opens its modal, and the modal.
 */
export const CustomFormControls = ({ form, view }: { form: CustomForm; view: CustomFormBannerView }) => {
  const [snapshot, send, shown] = useOrderForm(form)
  return (
    <>
      <CustomFormButton view={view} onOpen={() => send(view.open)} />
      <CustomFormModal form={form} snapshot={snapshot} send={send} shown={shown} />
    </>
  )
}
