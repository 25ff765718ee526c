/** The red of what needs attention (false visits, unread messages), filled: white on it is 5.5:1 (WCAG AA). */
export const ALARM = '#c92a2a';
