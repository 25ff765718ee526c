import { displayPhone } from '@contract/phone';
import { useTenantQuery } from './tenant';

/**
 * How lists and details show a stored phone (E.164): national format for a number of the
 * company's country ("055 123 4567"), international for another's ("+971 50 765 4321"). Until
 * the company is known the number shows as stored, which is already readable.
 */
export function usePhoneDisplay(): (phone: string) => string {
  const country = useTenantQuery().data?.country;
  return (phone) => (country ? displayPhone(phone, country) : phone);
}
