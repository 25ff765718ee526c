/** The coverage scale of the map and its legend: four bands of the share visited, and "no clients". */
export const coverageBands = [
  { from: 0, color: '#e03131' },
  { from: 0.25, color: '#f08c00' },
  { from: 0.5, color: '#fab005' },
  { from: 0.75, color: '#2f9e44' },
] as const;
export const NO_CLIENTS_COLOR = '#868e96';

export function coverageColor(share: number | null): string {
  if (share === null) return NO_CLIENTS_COLOR;
  return [...coverageBands].reverse().find((b) => share >= b.from)!.color;
}
