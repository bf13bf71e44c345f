import type { ImageOptionEntry } from '../../core/imageOptions'
import { OrderFormResponse, OrderImageOptionsResponse, ProductOptionGroupResponse } from './answers'
import type { ApiClient } from './client'
import { ifMatch } from './orders'

const path = (id: string) => encodeURIComponent(id)

/**
 * B §7 product option groups for a photo; C §7 order forms and image options. Every answer carries the order. On a
 * paid or placed order the image option calls carry `confirmedAmount`, the difference the parent confirmed (issue 14).
 */
export const configureApi = (api: ApiClient) => ({
  optionGroup: async (groupId: string, imageId: string, imageCropId: string | null) =>
    (
      await api(ProductOptionGroupResponse, `/product_option_groups/${path(groupId)}`, {
        query: imageCropId ? { imageId, imageCropId } : { imageId },
      })
    ).productOptionGroup,
  saveImageOptions: async (
    orderId: string,
    entries: readonly ImageOptionEntry[],
    version?: number,
    key?: string,
    confirmedAmount?: number,
  ) =>
    (
      await api(OrderImageOptionsResponse, `/orders/${path(orderId)}/image_options`, {
        ...ifMatch(version, key),
        method: 'PUT',
        body:
          confirmedAmount === undefined
            ? { orderImageOptions: entries }
            : { orderImageOptions: entries, confirmedAmount },
      })
    ).order,
  removeImageOption: async (id: string, version?: number, key?: string, confirmedAmount?: number) =>
    (
      await api(OrderImageOptionsResponse, `/order_image_options/${path(id)}`, {
        ...ifMatch(version, key),
        method: 'DELETE',
        ...(confirmedAmount === undefined ? {} : { query: { confirmedAmount: String(confirmedAmount) } }),
      })
    ).order,
  /** A new form uses create, existing data uses update (B §4 custom form). */
  saveForm: async (
    order: string,
    form: string,
    entryId: string | null,
    formFields: Record<string, unknown>,
    version?: number,
    key?: string,
  ) =>
    (
      await api(OrderFormResponse, entryId ? `/order_forms/${path(entryId)}` : '/order_forms', {
        ...ifMatch(version, key),
        method: entryId ? 'PUT' : 'POST',
        body: { form: { order, form, formFields } },
      })
    ).data.order,
})
export type ConfigureApi = ReturnType<typeof configureApi>
