import type { CustomForm } from '../../core/schemas/productSet'
import { customFormBannerView } from '../../machines/customFormBannerView'
import { useOrder } from './shop'

/**
 * B §4 the catalog's banner of the order's custom form, from the order actor's order: it renders with the page, while
 * the form's actor and modal (./customForm.ts useOrderForm) load after the first render (issue 17 point 2).
 */
export const useCustomFormBanner = (form: CustomForm) => customFormBannerView(useOrder(), form)
