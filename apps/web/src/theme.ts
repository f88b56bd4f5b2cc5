import { type CSSVariablesResolver, createTheme, darken, type MantineColorsTuple, mergeThemeOverrides } from '@mantine/core';

/**
 * The product's one theme. Colours are chosen for WCAG 2.1 AA contrast (4.5:1 for text) on the white
 * and gray.0 backgrounds: the primary shade is 8 (links, filled buttons), filled colours pick black or
 * white text by luminance with the threshold where both reach 4.5:1, dimmed text is gray.7 and light
 * badges, outline buttons and coloured text use a darkened shade 9 (yellow.9 on yellow.1 is only 2.7:1).
 */
const pickerListScrolls = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: 260, overflowY: 'auto' } },
};

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  focusRing: 'auto',
  components: {
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // the kit's focus placeholder is a focusable role=presentation div inside role=menu, which may hold menu
    // items only (axe aria-required-children); without it, opening a menu focuses its first item (WAI-ARIA menu)
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // a region that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1)
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // A long option list scrolls in the listbox itself, not in a wrapper: the focus stays in the combobox and
    // arrows move through the options, which a scrolling element without a role would hide from that pattern.
    Select: pickerListScrolls,
    Autocomplete: pickerListScrolls,
    TagsInput: pickerListScrolls,
    MultiSelect: pickerListScrolls,
  },
});

/** The names the kit's own buttons (close, show password) are read out by, in the user's language. */
export type KitLabels = { notification: string; dialog: string; drawer: string; passwordToggle: string; clear: string };

/** The inputs whose `clearable` adds the kit's clear button, which has no name of its own. */
const CLEARABLE_INPUTS = ['FileInput', 'Select', 'MultiSelect', 'Autocomplete', 'TagsInput', 'MonthPickerInput'] as const;

/** The theme with the kit's own buttons named in the user's language (the theme above names them in English). */
export function themeWithLabels(labels: KitLabels) {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.notification } } },
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.dialog } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.drawer } } },
        PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': labels.passwordToggle } } },
        // a field's own clearButtonProps (a more precise name) replaces this one
        ...Object.fromEntries(
          CLEARABLE_INPUTS.map((input) => [input, { defaultProps: { clearButtonProps: { 'aria-label': labels.clear } } }]),
        ),
      },
    }),
  );
}

/** Text drawn in a colour on white or on its light tint (light and outline variants, `c="red"`). */
const readableColorText = (colors: Record<string, MantineColorsTuple>) =>
  Object.fromEntries(
    Object.entries(colors).flatMap(([name, shades]) => {
      const dark = darken(shades[9], 0.35);
      return [
        [`--mantine-color-${name}-light-color`, dark],
        [`--mantine-color-${name}-outline`, dark],
        [`--mantine-color-${name}-text`, dark],
      ];
    }),
  );

export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    ...readableColorText(current.colors),
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--app-background': 'var(--mantine-color-gray-0)',
    '--app-login-background': 'linear-gradient(135deg, var(--mantine-color-blue-0) 0%, var(--mantine-color-gray-0) 100%)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    // between gray.6 (3.3:1, too faint) and gray.7 (reads as typed text): 4.9:1 on white
    '--mantine-color-placeholder': '#697077',
  },
  dark: {
    // the kit's red.8 on a dark dialog or input is 3.3:1; red.4 is 5.9:1 on the input's dark.6
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--app-background': 'var(--mantine-color-dark-8)',
    '--app-login-background': 'linear-gradient(135deg, var(--mantine-color-dark-6) 0%, var(--mantine-color-dark-8) 100%)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-3)',
  },
});
