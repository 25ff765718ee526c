import { useContext, useId, useState, type ReactNode } from 'react';
import { Box, Button, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext } from 'react-router';
import { SEARCH_MAX } from '@contract/list-query';
import type { SavedViewList } from '@contract/saved-views';
import type { ListParams } from '../../lib/use-list-params';
import { SavedViewsMenu } from '../saved-views/SavedViewsMenu';
import { FilterToggle, useFilterFold } from './FilterFold';

export interface ListFilter<F extends string> {
  name: F;
  label: string;
  options: { value: string; label: string }[];
}

interface ListToolbarProps<F extends string> {
  list: ListParams<F, object>;
  searchLabel: string;
  filters: ListFilter<F>[];
  /** The list's own buttons (import, export), at the end of the row. */
  actions?: ReactNode;
  /** Filters that are not a plain Select (a searching client picker), after the others. */
  children?: ReactNode;
  /** The list's saved views (issue 43): its key gives the toolbar a "Views" menu. */
  views?: SavedViewList;
}

/**
 * Search (sent after a pause in typing) and the list's filters, all kept in the URL. On a phone
 * the filters fold behind a button (FilterFold.tsx); the search and the list's buttons stay.
 */
export function ListToolbar<F extends string>({ list, searchLabel, filters, actions, children, views }: ListToolbarProps<F>) {
  const { t } = useTranslation('common');
  const [typed, setTyped] = useState(list.search);
  const [shown, setShown] = useState(list.search);
  // A row's link followed within the pause: its page is a lazy route, so that navigation waits
  // for the page's code, and the search, a navigation of its own (it replaces the URL), would
  // cancel it if it fired meanwhile. The click was lost: the list stayed, searched (on a slow
  // network or a busy phone; a flaky journey in clients.spec.ts). The person is leaving the
  // list, so what they typed is dropped. Asked of the router itself when the pause ends: the
  // router's updates render as transitions, so the state a render sees (useNavigation) came
  // some 0.2 s after the click, often after the pause had ended.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const send = useDebouncedCallback((value: string) => {
    const pending = router?.state.navigation.location;
    if (pending && pending.pathname !== router?.state.location.pathname) return;
    list.setSearch(value);
  }, 300);
  const fold = useFilterFold();
  const filtersId = useId();
  const foldable = filters.length > 0 || !!children;
  // Back/forward or "clear" change the URL: the box follows (adjusted while rendering, not in an effect).
  if (list.search !== shown) {
    setShown(list.search);
    if (list.search !== typed.trim()) setTyped(list.search);
  }

  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        maxLength={SEARCH_MAX}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          send(e.currentTarget.value);
        }}
        rightSection={
          typed ? (
            <CloseButton
              size="sm"
              aria-label={t('list.clearSearch')}
              onClick={() => {
                setTyped('');
                list.setSearch('');
              }}
            />
          ) : null
        }
        style={{ flex: '1 1 14rem' }}
      />
      {views && <SavedViewsMenu list={views} prefix={list.prefix} />}
      {foldable && <FilterToggle fold={fold} filters={list.filters} controls={filtersId} />}
      {/* `contents`: wider than a phone the filters sit in the toolbar's own row, as before. */}
      <Box id={filtersId} display={fold.shown || !foldable ? 'contents' : 'none'}>
        {filters.map((f) => (
          <Select
            key={f.name}
            label={f.label}
            placeholder={t('list.any')}
            data={f.options}
            value={list.filters[f.name] ?? null}
            onChange={(value) => list.setFilter(f.name, value)}
            clearable
            allowDeselect
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '0 1 11rem' }}
            data-testid={`filter-${f.name}`}
          />
        ))}
        {children}
      </Box>
      {/* Outside the fold: a narrowed list can be cleared without opening the filters. */}
      {list.narrowed && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={list.clear}>
          {t('list.clear')}
        </Button>
      )}
      {actions && (
        <Group gap="xs" ms="auto">
          {actions}
        </Group>
      )}
    </Group>
  );
}
