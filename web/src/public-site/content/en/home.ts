import type { Page } from '../types';

export const home: Page = {
  title: 'Field sales CRM for teams in the Arab region',
  description:
    'Ziyara plans, verifies and reports the client visits of your field sales team: six visit types, GPS check-in with geofence, manager approval, KPI targets and reports, in Arabic and English.',
  eyebrow: 'Field sales CRM · Arabic and English',
  h1: 'Know what your field team achieved today, visit by visit',
  lead: 'Ziyara gives sales directors one place to plan client visits, verify them with GPS check-in, approve the results and measure every rep against monthly targets. Built in Arabic and English for companies across the Arab region.',
  sections: [
    {
      heading: 'Six visit types, one clear workflow',
      text: [
        'Every visit in Ziyara has a type, and each type asks for the details that matter to it. Your reps record the right facts on site, and your reports stay consistent across the whole team.',
      ],
      cards: [
        {
          icon: 'spark',
          title: 'New',
          text: 'First meeting with a prospect. The rep records the outcome and can capture the company as a lead for approval.',
        },
        {
          icon: 'refresh',
          title: 'Follow Up',
          text: 'A return visit to move an open conversation forward, with the reason, the notes and the next step.',
        },
        {
          icon: 'cash',
          title: 'Collection',
          text: 'Collect a payment on site: amount, cash or credit, receipt number and a photo of the receipt.',
        },
        { icon: 'truck', title: 'Delivery', text: 'Hand over goods or documents with delivery notes and a photo as proof of delivery.' },
        {
          icon: 'phone',
          title: 'Call',
          text: 'Log a phone call as a visit, with a summary and an optional file, so remote work counts too.',
        },
        { icon: 'expand', title: 'Expanding', text: 'Grow an existing account: a new branch, a new product line or a new department.' },
      ],
    },
    {
      heading: 'From plan to approved visit',
      steps: [
        {
          title: 'Plan',
          text: 'Managers or reps schedule visits by client, type, reason and priority. Reps see their day, week or month.',
        },
        {
          title: 'Check in',
          text: 'On arrival the rep checks in. Ziyara records the time, the GPS position and the distance to the client.',
        },
        {
          title: 'Complete',
          text: 'The rep fills in the form for the visit type: collection amount, delivery proof, call summary or outcome.',
        },
        {
          title: 'Approve',
          text: 'The manager reviews the visit and approves it, or rejects it with a reason. Only genuine visits count toward KPIs.',
        },
      ],
    },
    {
      heading: 'Everything a field sales team runs on',
      cards: [
        {
          icon: 'users',
          title: 'Clients and leads',
          text: 'Leads are approved by a manager, then converted to clients with their commercial registration, VAT number and national address.',
        },
        {
          icon: 'clipboard',
          title: 'Tasks',
          text: 'Chase missing papers, invoices and statements. Uploading a missing document completes the task and files it with the client.',
        },
        {
          icon: 'calendar',
          title: 'Meetings',
          text: 'Schedule internal and client meetings and mark them done with the minutes attached.',
        },
        {
          icon: 'wrench',
          title: 'Maintenance requests',
          text: 'Pass after-sales requests to your maintenance team with priority, assignee and a scheduled date.',
        },
        {
          icon: 'target',
          title: 'KPI targets',
          text: 'Set monthly targets per rep for visits, new clients, collections and orders, then rate each month from 1 to 5.',
        },
        {
          icon: 'chart',
          title: 'Reports',
          text: 'Four reports (employee, visit, task and client) filtered by date and user, exported to CSV, XLSX or PDF.',
        },
      ],
    },
    {
      heading: 'Made for the Arab region, not translated for it',
      text: [
        'Ziyara was designed in Arabic and English from the first screen. Every page mirrors correctly from right to left, and each user picks a language and a light or dark theme.',
      ],
      bullets: [
        'A complete Arabic interface with a proper Arabic typeface',
        'The 22 Arab League countries and their main cities built in',
        'Prices in Saudi riyals, per user, per month',
        'Each company’s data is isolated in the database by row-level security',
      ],
    },
  ],
};
