import type { Story } from '../types';

export const stories: Story[] = [
  {
    id: 'medical-supplies-distributor',
    industry: 'Medical supplies',
    region: 'Riyadh and the Eastern Province',
    team: 'About 40 reps and 5 managers',
    title: 'A medical supplies distributor brings hospital visits under control',
    summary:
      'Reps visit hospitals, clinics and pharmacies across two regions. Managers needed proof of visits and a faster path to complete tender documents.',
    challenge: [
      'Reps reported their visits in a shared spreadsheet at the end of each week. Managers could not tell which hospital visits had really taken place, and visits to large campuses were hard to check at all.',
      'Government tenders regularly stalled because a client’s commercial registration, VAT certificate or national address was missing from the file.',
    ],
    approach: [
      'The company reduced its geofence radius to 300 metres and moved the saved locations of hospital clients to their main entrances, so check-ins on large campuses are measured fairly.',
      'Managers created Missing Paper tasks for every client with incomplete documents. When a rep uploads the document, the task closes and the file is stored on the client record.',
      'Monthly targets were split by visit type: Follow Up for hospitals, New for clinics, and Collection for pharmacies.',
    ],
    outcome: [
      'Managers now approve visits every afternoon instead of reconstructing the week on Thursdays.',
      'Client files are complete before tenders open, because missing documents are visible as tasks with an owner.',
      'Reps see their own progress each day, and monthly ratings refer to approved visits rather than impressions.',
    ],
    quote: {
      text: 'The discussion in our weekly meeting changed from “did this visit happen?” to “what did the client say?”.',
      by: 'Regional sales manager (typical feedback)',
    },
  },
  {
    id: 'fmcg-distributor',
    industry: 'FMCG distribution',
    region: 'Jeddah and Makkah region',
    team: 'About 60 route reps and 6 supervisors',
    title: 'An FMCG distributor connects collections and deliveries to finance',
    summary: 'Route reps deliver, collect and open new outlets on the same trip. Finance needed collections on the day they happen.',
    challenge: [
      'Cash and credit collections were written on paper receipts and handed to finance days later. Disputes about what had been paid took hours to resolve.',
      'Supervisors had no reliable view of new outlets opened during the month, so expansion bonuses were argued over every month end.',
    ],
    approach: [
      'Every delivery became a Delivery visit with a proof-of-delivery photo, and every payment a Collection visit with amount, method, receipt number and receipt photo.',
      'Supervisors approve collections before the end of each day, and finance receives the visit report filtered on collections every morning as an XLSX file.',
      'New outlets are recorded as Expanding visits, and new shops as leads that supervisors approve.',
    ],
    outcome: [
      'Finance reconciles collections daily from a single export.',
      'Payment disputes are settled by looking at the receipt photo on the visit.',
      'Expansion bonuses are calculated from approved Expanding visits, so the month end is calmer.',
    ],
    quote: {
      text: 'Finance stopped calling the reps. They look at the visit instead.',
      by: 'Sales operations lead (typical feedback)',
    },
  },
  {
    id: 'building-materials-supplier',
    industry: 'Building materials',
    region: 'Kuwait and the UAE',
    team: 'About 25 sales engineers and a maintenance crew of 8',
    title: 'A building materials supplier links sales visits and after-sales service',
    summary:
      'Sales engineers visit contractors and project sites, and a maintenance crew handles installation issues. Both needed one view of the client.',
    challenge: [
      'Sales engineers often arrived at a contractor’s office unaware of an open installation complaint, which made upselling awkward and sometimes harmful.',
      'Meetings with consultants and contractors were scheduled in personal calendars, so nobody else knew what had been agreed.',
    ],
    approach: [
      'Maintenance requests are opened in Ziyara on the client record, assigned to a technician with a priority and date, and closed with notes and photos.',
      'Contractor and consultant meetings are scheduled in Ziyara and marked done with minutes attached.',
      'The team works in both Arabic and English: each user picks a language, and reports export for management in either.',
    ],
    outcome: [
      'Sales engineers check a client’s open requests before every visit.',
      'Managers see service quality next to sales results for each account.',
      'Meeting minutes stay with the client when people change roles.',
    ],
    quote: {
      text: 'We sell better because we know what is broken before we walk in.',
      by: 'Sales director (typical feedback)',
    },
  },
];
