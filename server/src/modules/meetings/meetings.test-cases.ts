import type { ModuleCases } from '../../../test/module-cases';

/**
 * What the sweeps over every route need of the meeting routes added by issue 42 (the older ones
 * are in the sweeps themselves): a body the edit accepts, for the hostile-input sweep.
 */
export const testCases: ModuleCases = {
  samples: {
    'PUT /api/v1/meeting/{id}': (co) => ({
      title: 'Quarterly review, moved',
      date: '2031-05-05',
      time: '11:00',
      duration: 60,
      place: 'Riyadh',
      online_link: 'https://meet.example.com/q2',
      attendees: [co.users.sales.id],
      agenda: 'Prices',
    }),
  },
};
