import type { Page } from '../types';

export const blog: Page = {
  title: 'Blog',
  description:
    'Practical articles for sales directors about managing field sales teams: verified visits, collections, targets and coaching in the Arab region.',
  eyebrow: 'Blog',
  h1: 'Notes on managing field sales',
  lead: 'Practical articles for sales directors and managers, written from what we see in field teams across the region.',
  sections: [],
  entries: [
    {
      id: 'geofence-radius',
      date: '2026-10-28',
      tag: 'Visits',
      title: 'How to choose a geofence radius that is fair to your reps',
      summary: 'Too tight and honest visits get flagged; too loose and the check-in proves nothing. Here is how to set it.',
      body: [
        'A geofence is the distance from the client’s saved location within which a check-in counts as on site. Ziyara uses 500 metres unless you change it, and flags any check-in farther away as a false visit.',
        'Start by looking at where your clients are. In dense city centres, malls and hospital campuses, 500 metres is generous; 200 to 300 metres is usually enough. For industrial areas, farms and construction sites, where the entrance can be far from the saved pin, keep 500 metres or more.',
        'Then look at the first two weeks of data. If honest visits are being flagged, the problem is usually the client’s saved location rather than the radius: fix the pin first. Change the radius only if the pattern repeats across many clients.',
        'Finally, explain the rule to the team before you switch it on. Reps accept a geofence when they know it protects the ones who do the work.',
      ],
    },
    {
      id: 'collections-on-site',
      date: '2026-09-15',
      tag: 'Collections',
      title: 'Closing the gap between a collection and the finance team',
      summary: 'Cash and cheques collected on site should reach finance the same day. A simple routine makes that happen.',
      body: [
        'In many distribution businesses, reps collect payments during their visits. The money is real, but the record often arrives days later on a paper receipt, and finance spends the month-end chasing it.',
        'In Ziyara, a Collection visit cannot be completed without the amount, the payment method (cash or credit), the receipt number and a photo of the receipt. The manager sees it within minutes and approves it the same day.',
        'The routine that works best is simple: approve collections before the end of each day, export the visit report filtered on collections every morning, and give finance read access to that export. Reconciliation becomes a daily five-minute task instead of a monthly project.',
      ],
    },
    {
      id: 'targets-that-motivate',
      date: '2026-08-03',
      tag: 'KPI',
      title: 'Monthly targets that motivate instead of discourage',
      summary: 'A target works when the rep believes it is reachable and counted fairly. Four principles for setting them.',
      body: [
        'First, set targets per visit type, not only in total. A rep who spends the month on collections should not be compared on raw visit counts with one who opens new accounts.',
        'Second, count only verified work. Because false visits never count in Ziyara, reps who do the work are not overtaken by those who report it.',
        'Third, show progress during the month. A target seen only at month end is a verdict; a target seen every day is a plan.',
        'Fourth, pair the number with a conversation. The monthly rating from 1 to 5 and its comment are where the manager explains what the numbers cannot.',
      ],
    },
    {
      id: 'arabic-first-crm',
      date: '2026-06-22',
      tag: 'Product',
      title: 'What “Arabic first” really means in a CRM',
      summary: 'Translation is not enough. Layout, typography, names and numbers all have to work right to left.',
      body: [
        'Many products offer an Arabic option that translates the labels and leaves the rest untouched. The result is familiar: icons pointing the wrong way, columns in the wrong order and text that wraps badly.',
        'In Ziyara, every screen is designed for both directions. The whole layout mirrors, forms read from right to left, and the Arabic typeface is shipped with the application rather than borrowed from the phone.',
        'Arabic first also means content that reads naturally. Our Arabic is written, not machine-translated, and reviewed by people who sell in Arabic every day.',
      ],
    },
  ],
};
