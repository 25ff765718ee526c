import { describe, expect, it } from 'vitest';
import { meetingWhere } from './meeting-where';

describe('meetingWhere', () => {
  it('names the place of an in-person meeting, even when it also has a call link', () => {
    expect(meetingWhere({ place: 'Al-Shifa clinics, Olaya', online: true }, 'Online')).toBe('Al-Shifa clinics, Olaya');
    expect(meetingWhere({ place: 'Head office', online: false }, 'Online')).toBe('Head office');
  });

  it('says "Online" only for a meeting that has nothing but a link', () => {
    expect(meetingWhere({ place: null, online: true }, 'Online')).toBe('Online');
    expect(meetingWhere({ place: null, online: false }, 'Online')).toBe('—');
  });
});
