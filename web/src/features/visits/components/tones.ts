// The badge tones are shared with tasks, so they live in lib/.
export { useTone, type Tone } from '../../../lib/tones';
export { ALARM } from '../../../lib/alarm';
