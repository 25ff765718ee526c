import type { InquiryInput } from '@contract/inquiries';
import type { AppContext } from '../../context';
import { insertInquiry } from './inquiries.repository';

/**
 * Stores a public-site inquiry. A filled honeypot means a bot: it is told "ok" so it has
 * no signal to adapt to, and nothing is stored.
 */
export async function submit(ctx: AppContext, input: InquiryInput, ip: string): Promise<{ stored: boolean }> {
  if (input.website) return { stored: false };
  await ctx.tenantTx(null, (tx) =>
    insertInquiry(tx, {
      kind: input.kind,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      company: input.company || null,
      message: input.message,
      ip,
    }),
  );
  return { stored: true };
}
