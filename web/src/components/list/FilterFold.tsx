import { useState } from 'react';
import { Button, type MantineSpacing } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { usePhone } from '../../lib/use-phone';

/**
 * A list's filters on a phone fold behind one button, so the records come first instead of a
 * screen of empty selects; the button says how many filters are set. Wider, they always show
 * and there is no button.
 */
export function useFilterFold() {
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  return { phone, shown: !phone || open, toggle: () => setOpen((o) => !o) };
}

interface FilterToggleProps {
  fold: ReturnType<typeof useFilterFold>;
  /** The filters set (a list's `ListParams.filters`, from the URL): the button counts them. */
  filters: object;
  /** The id of the element that holds the filters. */
  controls: string;
  mb?: MantineSpacing;
}

/** The button that shows or hides a list's filters on a phone (nothing wider). */
export function FilterToggle({ fold, filters, controls, mb }: FilterToggleProps) {
  const { t } = useTranslation('common');
  const { number } = useFormatters();
  if (!fold.phone) return null;
  const active = Object.keys(filters).length;
  return (
    <Button
      variant="default"
      mb={mb}
      leftSection={<IconFilter size={16} aria-hidden />}
      aria-expanded={fold.shown}
      aria-controls={controls}
      onClick={fold.toggle}
      data-testid="filter-toggle"
    >
      {active > 0 ? t('list.filtersCount', { n: number(active) }) : t('list.filters')}
    </Button>
  );
}
