import { Modal, Notification, PasswordInput, createTheme, type MantineThemeOverride } from '@mantine/core';
import type { TFunction } from 'i18next';

const fontFamily = 'Inter, "Noto Sans Arabic", system-ui, -apple-system, "Segoe UI", sans-serif';

/**
 * Inter for Latin text; `app.css` swaps the font variables to Noto Sans Arabic when
 * <html lang="ar">. The theme is rebuilt per language only to translate the few labels
 * Mantine renders itself (close buttons, the password visibility toggle).
 */
export function buildTheme(t: TFunction<'common'>): MantineThemeOverride {
  return createTheme({
    // Shades chosen for WCAG AA: white on teal.9 is 5:1; in dark mode teal.5 gets dark text
    // (autoContrast, 9.9:1) and teal.5 links on the dark body are 7.3:1.
    primaryColor: 'teal',
    primaryShade: { light: 9, dark: 5 },
    autoContrast: true,
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } }),
      PasswordInput: PasswordInput.extend({
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('actions.togglePassword') } },
      }),
    },
  });
}
