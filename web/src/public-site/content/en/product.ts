import type { Page } from '../types';

export const what: Page = {
  title: 'Product overview',
  description:
    'What Ziyara does: visit planning and GPS check-in, visit approval, clients and leads, tasks, meetings, maintenance requests, KPI targets and four exportable reports.',
  eyebrow: 'Product overview',
  h1: 'One workspace for the whole field sales cycle',
  lead: 'Ziyara connects the people who plan visits, the reps who make them and the managers who approve and measure them. Everything your team records in the field lands in the same place, in Arabic or English.',
  sections: [
    {
      heading: 'What is inside',
      cards: [
        {
          icon: 'pin',
          title: 'Visits',
          text: 'Six visit types, a daily, weekly and monthly plan, GPS check-in, a completion form per type and a message thread with the manager.',
        },
        {
          icon: 'users',
          title: 'Clients and leads',
          text: 'Client profiles with type, class and documents. Leads go through approval and convert into clients without losing their history.',
        },
        {
          icon: 'clipboard',
          title: 'Tasks and meetings',
          text: 'General tasks, visit tasks and document tasks for missing papers, invoices and statements, plus meetings with minutes.',
        },
        {
          icon: 'wrench',
          title: 'Maintenance',
          text: 'After-sales requests assigned to maintenance staff, with priority, a scheduled date, status and attachments.',
        },
        {
          icon: 'target',
          title: 'KPI',
          text: 'Monthly targets per user and a manager rating for each month, calculated from verified visits only.',
        },
        {
          icon: 'chart',
          title: 'Dashboard and reports',
          text: 'A live dashboard, a calendar and a map of visits, and four reports you can export.',
        },
      ],
    },
    {
      heading: 'Four roles, clear responsibilities',
      cards: [
        {
          icon: 'shield',
          title: 'Admin',
          text: 'The company owner: manages users, settings, brands and samples, and the subscription plan.',
        },
        {
          icon: 'check',
          title: 'Manager',
          text: 'Plans the team’s work, approves or rejects visits, approves leads, sets targets and reads reports.',
        },
        {
          icon: 'pin',
          title: 'Sales',
          text: 'Works their own clients, visits and tasks. An admin decides whether each rep may create visits.',
        },
        { icon: 'wrench', title: 'Maintenance', text: 'Sees and updates the maintenance requests assigned to them.' },
      ],
    },
    {
      heading: 'Your data stays yours',
      text: [
        'Each company is a separate tenant. Every record carries its company, and PostgreSQL row-level security stops any query from reading another company’s rows, even by mistake. Passwords are stored with Argon2id and sessions use short-lived tokens.',
        'You can export your reports at any time in CSV, XLSX or PDF, so your information never gets locked in.',
      ],
    },
  ],
};

export const why: Page = {
  title: 'Why field sales needs a visit system',
  description:
    'Spreadsheets and chat groups cannot tell a sales director which visits happened, what was collected and who is on track. Here is what changes with Ziyara.',
  eyebrow: 'For sales directors',
  h1: 'You cannot manage the visits you cannot see',
  lead: 'Most field teams in the region still report through spreadsheets, phone calls and chat groups. The work gets done, but the director only learns the real picture at the end of the month, when it is too late to act.',
  sections: [
    {
      heading: 'Four problems we hear from every sales director',
      cards: [
        {
          icon: 'pin',
          title: 'Visits nobody can verify',
          text: 'A visit in a spreadsheet is a promise. Without a time and a location, you cannot tell a real visit from a phone call made from the office.',
        },
        {
          icon: 'cash',
          title: 'Collections recorded late',
          text: 'Cash and cheques change hands on site, but the receipt reaches finance days later, if at all.',
        },
        {
          icon: 'chat',
          title: 'Knowledge lost in chat',
          text: 'Photos, documents and decisions about a client are scattered across personal phones and leave with the rep.',
        },
        {
          icon: 'target',
          title: 'Targets reviewed too late',
          text: 'Attainment is assembled by hand at month end, so coaching starts after the month is already lost.',
        },
      ],
    },
    {
      heading: 'What changes with Ziyara',
      steps: [
        {
          title: 'Every visit is checked in on site',
          text: 'Check-in records the time and GPS position and measures the distance to the client. A check-in outside your geofence is flagged as a false visit automatically.',
        },
        {
          title: 'Every result is recorded in the right form',
          text: 'A collection asks for the amount, payment method, receipt number and photo; a delivery asks for proof. Nothing depends on memory.',
        },
        {
          title: 'Managers approve the same day',
          text: 'Finished visits wait for approval. A manager approves, or rejects with a reason that the rep sees immediately.',
        },
        {
          title: 'KPIs update as the month goes',
          text: 'Attainment is calculated from approved, genuine visits, so you can coach in week two instead of explaining in week five.',
        },
      ],
    },
    {
      heading: 'Start small, keep the discipline',
      text: [
        'You do not need a six-month project. Most teams start with one region: the manager adds the key clients, sets the geofence radius and plans the first week. The rest of the team joins when the first region is running.',
      ],
    },
  ],
};
