import { z } from 'zod';

/** The signed receipt check that the QR code opens (public: no sign-in, shows only what the receipt shows). */
export const receiptCheckSchema = z.object({
  /** False when the company voided the receipt (its collection was rejected or marked false): see `voided`. */
  valid: z.boolean(),
  /** Why and when the receipt stopped counting; null while it stands. */
  voided: z.object({ reason: z.string(), at: z.string() }).nullable(),
  company_name: z.string(),
  receipt_number: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  payment: z.number().int(),
  client_name: z.string(),
  collected_at: z.string(),
  /** The company's zone: the page shows the date as the receipt prints it. */
  time_zone: z.string(),
  rep_name: z.string(),
});
export type ReceiptCheck = z.infer<typeof receiptCheckSchema>;
