/**
 * The one brand palette of Ziyara: the public site's CSS variables and the app's Mantine
 * theme are both made from these values, so the two can never drift apart again.
 * Contrast (WCAG AA) was checked for each pair that carries text: white on shade 7 is 5.2:1,
 * shade 8 on shade 0 is 5.6:1, shade 3 on the dark body is 11:1.
 */
export const brandScale = [
  '#e2f3f0',
  '#c2e8e1',
  '#9ddbd0',
  '#5fd3c2',
  '#3cc4b1',
  '#1ea898',
  '#128f81',
  '#0b7a6e',
  '#096a5f',
  '#075249',
] as const;

/** Dark surfaces, lightest (text) to darkest, in Mantine's `dark` order (7 is the page body). */
export const darkScale = [
  '#e6efed',
  '#a9bbb8',
  '#8da3a0',
  '#5d7571',
  '#26403c',
  '#1b2e2b',
  '#142220',
  '#0b1413',
  '#08100f',
  '#050a09',
] as const;

/** The site's theme variables (styles/*.css use them), light then dark. */
export const siteColors = {
  light: {
    '--bg': '#ffffff',
    '--bg-soft': '#f3f8f7',
    '--surface': '#ffffff',
    '--border': '#d9e4e2',
    '--text': '#10201e',
    '--muted': '#4a5d5a',
    '--brand': brandScale[7],
    '--brand-deep': brandScale[9],
    '--brand-soft': brandScale[0],
    '--brand-text': brandScale[8],
    '--on-brand': '#ffffff',
  },
  dark: {
    '--bg': darkScale[7],
    '--bg-soft': '#101c1b',
    '--surface': darkScale[6],
    '--border': darkScale[4],
    '--text': darkScale[0],
    '--muted': darkScale[1],
    '--brand': brandScale[4],
    '--brand-deep': '#0f3d37',
    '--brand-soft': '#143a35',
    '--brand-text': brandScale[3],
    '--on-brand': '#03211d',
  },
} as const;

/** The palette as CSS for the prerendered site (an inline <style>: CSP allows styles, not scripts). */
export function siteColorsCss(): string {
  const block = (vars: Record<string, string>) =>
    Object.entries(vars)
      .map(([k, v]) => `${k}:${v}`)
      .join(';');
  return `:root{${block(siteColors.light)}}:root[data-theme='dark']{${block(siteColors.dark)}}`;
}
