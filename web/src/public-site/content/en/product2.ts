import type { Page } from '../types';

export const empoweringSales: Page = {
  title: 'Visits and GPS check-in',
  description:
    'How Ziyara helps sales reps plan their day, check in with GPS, complete each visit type correctly and stay in touch with their manager.',
  eyebrow: 'Visits and GPS check-in',
  h1: 'Give every rep a clear day and a simple way to prove it',
  lead: 'Ziyara puts the day’s visits on the rep’s phone, records where and when each visit really happened, and asks only for the details that visit type needs.',
  sections: [
    {
      heading: 'A rep’s day in Ziyara',
      steps: [
        {
          title: 'Open today’s plan',
          text: 'The visit list opens on today by default; one tap switches to the week or the month. Each visit shows the client, type, reason and priority.',
        },
        {
          title: 'Check in at the client',
          text: 'Check-in stores the time and GPS position and the distance from the client’s saved location.',
        },
        {
          title: 'Complete the visit',
          text: 'The form follows the visit type: outcome for New and Expanding, notes for Follow Up, payment and receipt for Collection, proof for Delivery, summary for Call.',
        },
        {
          title: 'Talk about it in context',
          text: 'Each visit has its own message thread with text and attachments, so questions and answers stay with the visit.',
        },
      ],
    },
    {
      heading: 'Geofence and false-visit detection',
      text: [
        'Each company sets a geofence radius (500 metres unless you choose otherwise). If a rep checks in farther from the client than that, Ziyara marks the visit as a false visit automatically. Managers can also mark a visit as false after review.',
        'False visits stay in the history for transparency, but they never count toward targets or ratings.',
      ],
    },
    {
      heading: 'Details that make field work easier',
      cards: [
        {
          icon: 'check',
          title: 'Visits already made',
          text: 'A rep who met a client without a plan can record the visit afterwards in one step.',
        },
        {
          icon: 'clipboard',
          title: 'Visit reasons',
          text: 'Closing, repeated order, networking, feedback, solving a complaint or an account issue: reasons make reports meaningful.',
        },
        {
          icon: 'shield',
          title: 'Permission to create visits',
          text: 'Admins decide per rep whether they may create their own visits or only work the plan they receive.',
        },
        {
          icon: 'map',
          title: 'Calendar and map',
          text: 'Managers see the team’s visits on a calendar and on a map, and spot gaps in coverage at a glance.',
        },
      ],
    },
  ],
};

export const reportingAnalytics: Page = {
  title: 'Reports and analytics',
  description:
    'Four Ziyara reports (full employee, visit, task and client) filtered by date range and user, with CSV, XLSX and PDF export, plus a live dashboard.',
  eyebrow: 'Reports and analytics',
  h1: 'The numbers your management meeting needs, ready to export',
  lead: 'Ziyara turns check-ins, completed visits, tasks and client records into four reports that answer the questions sales directors ask every week.',
  sections: [
    {
      heading: 'Four reports',
      cards: [
        {
          icon: 'users',
          title: 'Full employee report',
          text: 'Everything one person did in a period: visits by type and status, tasks, meetings, collections and target attainment.',
        },
        {
          icon: 'pin',
          title: 'Visit report',
          text: 'Every visit with its client, type, reason, check-in distance, status, and whether it was flagged as false.',
        },
        {
          icon: 'clipboard',
          title: 'Task report',
          text: 'Open, in-progress and completed tasks, including missing papers, invoices and statements.',
        },
        {
          icon: 'file',
          title: 'Client report',
          text: 'Clients and leads with their type, class, owner, last visit and outstanding documents.',
        },
      ],
    },
    {
      heading: 'Filter, read, export',
      bullets: [
        'Filter each report by date range and by user',
        'Read the result in a table on screen before you export',
        'Export to CSV for your own analysis, XLSX for Excel or PDF to share',
        'False visits are shown but excluded from attainment',
      ],
    },
    {
      heading: 'A dashboard for the daily check',
      text: [
        'The main dashboard shows today’s visits by status, visits waiting for your approval, collections recorded this month and progress against targets. The calendar and the visit map show where the team has been and where it is going next.',
      ],
    },
  ],
};
