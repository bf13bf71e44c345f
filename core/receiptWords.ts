// The receipt's words per language (C §2 order complete: "a receipt can be saved as a PDF"; issue 15: Spanish beside
// English). Spanish is typed as a full ReceiptText, so a word added in English and not in Spanish fails the typecheck.
import type { Language } from './language'
import type { PaymentMethodId } from './payments'

/** The words of a receipt in one language. */
export type ReceiptText = {
  title: string
  orderReference: string
  paid: string
  placed: string
  reissued: (date: string) => string
  order: (reference: string) => string
  columns: { item: string; quantity: string; amount: string }
  photo: string
  photoOptions: (photo: string) => string
  additionalPoses: (count: number) => string
  additionalCredits: (count: number) => string
  subTotal: string
  savings: string
  coupon: (code: string) => string
  /** Issue 15: the studio's price adjustment, with its reason. */
  adjustment: (reason: string) => string
  serviceFee: string
  tax: string
  taxRate: (rate: string) => string
  shipping: string
  shippingMethod: (label: string) => string
  total: string
  /** What the payment took for the order, shown beside what was refunded of it. */
  amountPaid: string
  refund: string
  refundInProgress: string
  changes: string
  charged: (amount: string) => string
  refunded: (amount: string) => string
  chargePending: (amount: string) => string
  refundPending: (amount: string) => string
  noCharge: string
  paidTogether: string
  grandTotal: string
  customer: string
  shippingAddress: string
  billingAddress: string
  payment: string
  methods: Record<PaymentMethodId, string>
  card: (brand: string, last4: string) => string
  thanks: string
  page: (page: number, pages: number) => string
}

const en: ReceiptText = {
  title: 'Receipt',
  orderReference: 'Order reference',
  paid: 'Paid',
  placed: 'Placed, awaiting payment',
  reissued: (date) => `Reissued ${date}`,
  order: (reference) => `Order ${reference}`,
  columns: { item: 'Item', quantity: 'Qty', amount: 'Amount' },
  photo: 'Photo',
  photoOptions: (photo) => `Photo options: ${photo}`,
  additionalPoses: (count) => `Additional poses: ${count}`,
  additionalCredits: (count) => `Additional credits: ${count}`,
  subTotal: 'Sub total',
  savings: 'Savings (included)',
  coupon: (code) => `Coupon ${code}`,
  adjustment: (reason) => `Adjustment (${reason})`,
  serviceFee: 'Service fee',
  tax: 'Tax',
  taxRate: (rate) => `Tax (${rate}%)`,
  shipping: 'Shipping',
  shippingMethod: (label) => `Shipping (${label})`,
  total: 'Total',
  amountPaid: 'Paid',
  refund: 'Refunded',
  refundInProgress: 'Refund in progress',
  changes: 'Changes after purchase',
  charged: (amount) => `Charged ${amount}`,
  refunded: (amount) => `Refunded ${amount}`,
  chargePending: (amount) => `Charge pending ${amount}`,
  refundPending: (amount) => `Refund in progress ${amount}`,
  noCharge: 'No charge',
  paidTogether: 'Orders paid together',
  grandTotal: 'Grand total',
  customer: 'Customer',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  payment: 'Payment',
  methods: { stripe: 'Card', manual: 'Pay later', testing: 'Test mode (no payment taken)', free: 'No payment due' },
  card: (brand, last4) => `${brand} ending in ${last4}`,
  thanks: 'Thank you for your order.',
  page: (page, pages) => `Page ${page} of ${pages}`,
}

const es: ReceiptText = {
  title: 'Recibo',
  orderReference: 'Referencia del pedido',
  paid: 'Pagado',
  placed: 'Realizado, pendiente de pago',
  reissued: (date) => `Reemitido el ${date}`,
  order: (reference) => `Pedido ${reference}`,
  columns: { item: 'Artículo', quantity: 'Cant.', amount: 'Importe' },
  photo: 'Foto',
  photoOptions: (photo) => `Opciones de foto: ${photo}`,
  additionalPoses: (count) => `Poses adicionales: ${count}`,
  additionalCredits: (count) => `Créditos adicionales: ${count}`,
  subTotal: 'Subtotal',
  savings: 'Ahorro (incluido)',
  coupon: (code) => `Cupón ${code}`,
  adjustment: (reason) => `Ajuste (${reason})`,
  serviceFee: 'Cargo por servicio',
  tax: 'Impuesto',
  taxRate: (rate) => `Impuesto (${rate} %)`,
  shipping: 'Envío',
  shippingMethod: (label) => `Envío (${label})`,
  total: 'Total',
  amountPaid: 'Pagado',
  refund: 'Reembolsado',
  refundInProgress: 'Reembolso en curso',
  changes: 'Cambios después de la compra',
  charged: (amount) => `Cobrado ${amount}`,
  refunded: (amount) => `Reembolsado ${amount}`,
  chargePending: (amount) => `Cobro pendiente ${amount}`,
  refundPending: (amount) => `Reembolso en curso ${amount}`,
  noCharge: 'Sin cargo',
  paidTogether: 'Pedidos pagados juntos',
  grandTotal: 'Total general',
  customer: 'Cliente',
  shippingAddress: 'Dirección de envío',
  billingAddress: 'Dirección de facturación',
  payment: 'Pago',
  methods: {
    stripe: 'Tarjeta',
    manual: 'Pagar después',
    testing: 'Modo de prueba (sin cobro)',
    free: 'Nada que pagar',
  },
  card: (brand, last4) => `${brand} terminada en ${last4}`,
  thanks: 'Gracias por su pedido.',
  page: (page, pages) => `Página ${page} de ${pages}`,
}

export const RECEIPT_TEXT: Record<Language, ReceiptText> = { en, es }
