import { Menu, Modal, Notification, PasswordInput, createTheme, type MantineThemeOverride } from '@mantine/core';
import type { TFunction } from 'i18next';
import { brandScale, darkScale } from '../components/brand/palette';

const fontFamily = 'Inter, "Noto Sans Arabic", system-ui, -apple-system, "Segoe UI", sans-serif';

/**
 * Inter for Latin text; `app.css` swaps the font variables to Noto Sans Arabic when
 * <html lang="ar">. The theme is rebuilt per language only to translate the few labels
 * Mantine renders itself (close buttons, the password visibility toggle).
 */
export function buildTheme(t: TFunction<'common'>): MantineThemeOverride {
  return createTheme({
    // One palette with the public site (components/brand/palette.ts). White on brand.7 is
    // 5.2:1 in both schemes (Mantine's autoContrast picks the text colour from the light
    // shade, so a lighter dark shade would get white text at 2:1). Links and light variants
    // get their own shades (providers.tsx).
    colors: { brand: [...brandScale], dark: [...darkScale] },
    primaryColor: 'brand',
    primaryShade: { light: 7, dark: 7 },
    autoContrast: true,
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: {
      // Mantine puts an empty `role="presentation" tabindex="-1"` div first in every menu to
      // take focus on opening; a focusable element cannot be presentational, so screen readers
      // meet an unnamed item and axe refuses the menu (aria-required-children). Without it the
      // focus trap opens on the first item, as the WAI-ARIA menu button pattern asks.
      Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } }),
      PasswordInput: PasswordInput.extend({
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('actions.togglePassword') } },
      }),
    },
  });
}
