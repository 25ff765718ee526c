/**
 * The four packages (DESIGN §4). `package` is the number the API stores on the tenant.
 * Prices are per user per month in Saudi riyals; Enterprise is quoted.
 */
export const plans = [
  { package: 0, key: 'free_trial', userLimit: 5, monthlyPricePerUser: 0, trialDays: 14 },
  { package: 1, key: 'starter', userLimit: 10, monthlyPricePerUser: 79, trialDays: 0 },
  { package: 2, key: 'business', userLimit: 50, monthlyPricePerUser: 129, trialDays: 0 },
  { package: 3, key: 'enterprise', userLimit: 500, monthlyPricePerUser: null, trialDays: 0 },
] as const;

export type Plan = (typeof plans)[number];
export type PackageNumber = Plan['package'];
export const packageNumbers = [0, 1, 2, 3] as const;

export function planOf(pkg: number): Plan {
  return plans.find((p) => p.package === pkg) ?? plans[0];
}

/**
 * Seats in force (ADR 0007). A plan's seats are had once it is paid for, or granted by the
 * operator: `paid_until` in the future. Until then every company, whatever package it chose
 * at sign-up, has the free trial's seats, so nobody gives themself Enterprise for free.
 */
export function seatLimit(pkg: number, paidUntil: Date | string | null, now: Date = new Date()): number {
  const paid = paidUntil !== null && new Date(paidUntil).getTime() > now.getTime();
  return paid ? planOf(pkg).userLimit : plans[0].userLimit;
}

export const TRIAL_DAYS = plans[0].trialDays;

/**
 * The seat rule, stated once: every active user and every pending invitation takes a seat;
 * a deactivated user frees theirs. The server enforces it, the settings page and the pricing
 * page say it with these words.
 */
export function seatsUsed(counts: { activeUsers: number; pendingInvitations: number }): number {
  return counts.activeUsers + counts.pendingInvitations;
}

export const seatRuleText = {
  en: 'Every active user and every pending invitation takes a seat. Deactivated users do not count.',
  ar: 'يشغل كل مستخدم نشط وكل دعوة معلّقة مقعدًا واحدًا. المستخدمون الموقوفون لا يُحتسبون.',
} as const;

/** Plans an admin can switch to on their own; Enterprise is quoted (contact sales). */
export const selfServePackages = [0, 1, 2] as const;
