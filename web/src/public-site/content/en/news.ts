import type { Page } from '../types';

export const whatisnew: Page = {
  title: "What's new",
  description: 'Recent Ziyara releases: geofenced check-in, visit approval, maintenance requests, KPI ratings and exportable reports.',
  eyebrow: "What's new",
  h1: 'Recent improvements to Ziyara',
  lead: 'What we released recently, and why. Every change ships in Arabic and English on the same day.',
  sections: [],
  entries: [
    {
      id: 'report-exports',
      date: '2026-11-09',
      tag: 'Reports',
      title: 'PDF export for all four reports',
      summary: 'The employee, visit, task and client reports now export to PDF as well as CSV and XLSX.',
      body: [
        'Managers asked for a format they can attach to an email or print for a management meeting. Every report now has a PDF export that keeps the filters you applied, the date range and the user.',
        'The PDF uses the same columns as the table on screen, so what you review is what you share.',
      ],
    },
    {
      id: 'automatic-false-visits',
      date: '2026-10-12',
      tag: 'Visits',
      title: 'Automatic false-visit detection',
      summary: 'Check-ins outside the company’s geofence are now flagged as false visits automatically.',
      body: [
        'Each company can set its geofence radius in the settings, with 500 metres as the default. When a rep checks in farther than that from the client’s saved location, the visit is flagged as false and excluded from KPI attainment.',
        'Managers can still review the visit and its distance, and mark other visits as false after review.',
      ],
    },
    {
      id: 'maintenance-requests',
      date: '2026-08-30',
      tag: 'Maintenance',
      title: 'Maintenance requests and the maintenance role',
      summary: 'Sales can now hand after-sales requests to a maintenance team inside Ziyara.',
      body: [
        'A new maintenance role sees the requests assigned to it. Each request has a client, title, description, priority, assignee, scheduled date, status and attachments.',
        'Requests appear on the client’s record next to visits, so reps know about open issues before they arrive.',
      ],
    },
    {
      id: 'kpi-ratings',
      date: '2026-07-18',
      tag: 'KPI',
      title: 'Monthly ratings alongside KPI targets',
      summary: 'Managers can rate each rep from 1 to 5 every month and add a comment.',
      body: [
        'Targets measure what can be counted. The new monthly rating lets managers record what cannot: attitude, teamwork and client feedback.',
        'Ratings are kept per month, so performance reviews can look back over the whole year.',
      ],
    },
    {
      id: 'dark-theme',
      date: '2026-05-25',
      tag: 'Interface',
      title: 'Dark theme for every screen',
      summary: 'Each user can now switch between light and dark themes, in Arabic and English.',
      body: [
        'Reps who plan their next day in the evening asked for a calmer screen. The dark theme covers every page of the app and is remembered per browser.',
      ],
    },
  ],
};

export const press: Page = {
  title: 'Press',
  description: 'Ziyara press releases and media information. For interviews and brand materials, contact press@ziyara.app.',
  eyebrow: 'Press',
  h1: 'News and media information',
  lead: 'Announcements from Ziyara. Journalists can reach us at press@ziyara.app for interviews, product screenshots and the logo.',
  sections: [],
  entries: [
    {
      id: 'partner-programs',
      date: '2026-09-01',
      tag: 'Announcement',
      title: 'Ziyara opens its partner and gladiator programmes',
      summary: 'Implementation partners, resellers and independent sales ambassadors can now apply to represent Ziyara.',
      body: [
        'Ziyara today opened two programmes for people and companies who want to bring the platform to field-sales teams in their markets.',
        'The partner programme is for implementation firms, resellers and technology companies. The gladiator programme is for independent sales professionals who introduce Ziyara to companies in their network and earn a commission on the subscriptions they bring.',
        'Applications are open on the Ziyara website.',
      ],
    },
    {
      id: 'launch',
      date: '2026-04-14',
      tag: 'Launch',
      title: 'Ziyara launches an Arabic-first CRM for field sales teams',
      summary: 'The platform plans, verifies and reports client visits for companies across the Arab region.',
      body: [
        'Ziyara, whose name means “visit” in Arabic, today launched a field-sales CRM designed in Arabic and English from the first screen.',
        'The platform covers six visit types with GPS check-in, manager approval, clients and leads, tasks, meetings, monthly KPI targets and four exportable reports. Each company’s data is isolated at the database level.',
        'Ziyara is available with a 14-day free trial and plans priced per user per month in Saudi riyals.',
      ],
    },
  ],
};
