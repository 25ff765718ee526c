import type { Page } from '../types';

export const marketing: Page = {
  title: 'Field marketing',
  description:
    'Use Ziyara to run field marketing: track product samples handed out on visits, the brands you represent, expansion into new outlets and the leads your reps bring in.',
  eyebrow: 'Field marketing',
  h1: 'Turn field visits into market intelligence',
  lead: 'Your reps are in front of pharmacists, store owners and procurement managers every day. Ziyara records what they hand out, what they hear and which doors open, so marketing decisions rest on facts from the field.',
  sections: [
    {
      heading: 'What marketing teams track in Ziyara',
      cards: [
        {
          icon: 'star',
          title: 'Brands you represent',
          text: 'Keep a list of the principals and brands (agencies) your company distributes, and link samples and visits to them.',
        },
        {
          icon: 'spark',
          title: 'Product samples',
          text: 'Record which samples were handed out on which visit, to which client, so you know where trials are happening.',
        },
        {
          icon: 'expand',
          title: 'New outlets',
          text: 'Expanding visits show where the team is opening new branches, product lines and departments in existing accounts.',
        },
        {
          icon: 'users',
          title: 'Leads from the field',
          text: 'Reps capture new prospects as leads; managers approve them before they join the client list.',
        },
      ],
    },
    {
      heading: 'Segment the market you already reach',
      text: [
        'Each client carries a type (commercial, clinic, government, hospital or university) and a class (regular, high class or VIP). Combined with visit reasons such as feedback or solving a complaint, this tells you which segments respond and where service needs attention.',
      ],
    },
    {
      heading: 'Campaigns that reach the shelf',
      bullets: [
        'Plan a wave of visits to a chosen segment and follow completion day by day',
        'Export the visit and client reports to measure coverage after a launch',
        'Share what reps hear through visit messages, not personal chats',
      ],
    },
  ],
};

export const hr: Page = {
  title: 'HR and performance',
  description:
    'Ziyara gives HR and sales managers a fair record of field performance: verified visits, monthly KPI attainment and a monthly manager rating with comments.',
  eyebrow: 'HR and performance',
  h1: 'Fair performance reviews for people who work in the field',
  lead: 'Field staff are often judged on impressions. Ziyara gives HR and managers a shared record of verified work, so reviews, bonuses and coaching start from the same facts.',
  sections: [
    {
      heading: 'What HR can rely on',
      cards: [
        {
          icon: 'check',
          title: 'Verified activity',
          text: 'Visits are checked in with time and location and approved by a manager; false visits are flagged and excluded.',
        },
        {
          icon: 'target',
          title: 'Monthly attainment',
          text: 'Targets and results per month for visits, new clients, collections and orders.',
        },
        {
          icon: 'star',
          title: 'Manager ratings',
          text: 'A monthly rating from 1 to 5 with a written comment, kept as a history for every employee.',
        },
      ],
    },
    {
      heading: 'Clean joiners and leavers',
      text: [
        'Admins create users with a role, and deactivate them the day they leave. A deactivated user can no longer sign in, their sessions end, and their clients and history stay with the company.',
      ],
    },
    {
      heading: 'Use it well',
      bullets: [
        'Agree targets with each rep at the start of the month',
        'Review the full employee report together before rating',
        'Use rejection reasons as coaching material, not as a scorecard',
      ],
    },
  ],
};

export const maintenanceTeam: Page = {
  title: 'Maintenance teams',
  description:
    'Ziyara lets sales hand after-sales maintenance requests to your technical team, with priority, assignee, scheduled date, status and attachments.',
  eyebrow: 'Maintenance teams',
  h1: 'After-sales service that the sales team can follow',
  lead: 'When a client reports a fault, the rep who hears about it is rarely the person who fixes it. Ziyara passes the request to your maintenance team and keeps sales informed until it is done.',
  sections: [
    {
      heading: 'A request, from report to resolution',
      steps: [
        {
          title: 'Open',
          text: 'Anyone can open a request for a client with a title, description, priority (low, normal or high) and photos or documents.',
        },
        { title: 'Assign and schedule', text: 'A manager assigns it to a maintenance user and sets the visit date.' },
        { title: 'Work', text: 'The technician moves it to in progress and adds notes and attachments on site.' },
        { title: 'Close', text: 'The request is marked done, and the client’s history shows what was fixed and when.' },
      ],
    },
    {
      heading: 'Why it belongs next to sales',
      text: [
        'A client with an open complaint is not ready for an upsell. Because maintenance requests live on the same client record as visits, reps see open issues before they walk in, and managers see service quality next to sales results.',
      ],
    },
  ],
};
