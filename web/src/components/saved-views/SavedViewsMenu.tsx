import { useState } from 'react';
import { Badge, Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBookmark, IconCheck, IconChevronDown, IconDeviceFloppy, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SavedView, SavedViewList } from '@contract/saved-views';
import { notifySuccess } from '../../lib/notify';
import { confirmAction } from '../confirm';
import { useDeleteView, useSavedViews, useUpdateView } from './api';
import { SaveViewModal, type SaveViewMode } from './SaveViewModal';
import { OPENED, currentQuery, matchingView, withView } from './view-url';

/**
 * The list toolbar's "Views" menu (issue 43, ADR 0050). The URL is the truth: opening a view
 * navigates to its query; the button names the view whose query the URL holds, or the one
 * opened last (`view` in the URL) as "modified" once the filters moved away from it, with
 * Save (its owner or a manager) and Save as new.
 */
export function SavedViewsMenu({ list, prefix }: { list: SavedViewList; prefix: string }) {
  const { t } = useTranslation('views');
  const [params, setParams] = useSearchParams();
  const views = useSavedViews(list);
  const update = useUpdateView(list, false);
  const remove = useDeleteView(list);
  const [modal, setModal] = useState<{ opened: boolean; mode: SaveViewMode }>({ opened: false, mode: { kind: 'create', query: '' } });

  const all = views.data ?? [];
  const query = currentQuery(list, prefix, params);
  const openedId = params.get(`${prefix}${OPENED}`);
  const active = matchingView(all, query, openedId);
  const opened = all.find((v) => v.id === openedId);
  const modified = !active && opened;
  const current = active ?? opened;
  const editable = !!current?.actions.includes('edit');

  // Built on the address bar itself, as lib/search-with.ts explains: the freshest query. The
  // router renders a URL change as a transition, which waits while the list's new rows load, so
  // `params` can still be the query before the filter just chosen: what is saved is read from
  // the address bar when the person asks (a view once stored an empty query that way, in CI).
  const addressBar = () => new URLSearchParams(window.location.search);
  const liveQuery = () => currentQuery(list, prefix, addressBar());
  const go = (next: (search: URLSearchParams) => URLSearchParams) => setParams(() => next(addressBar()));
  const open = (v: SavedView) => go((search) => withView(list, prefix, search, v));
  const forget = () =>
    go((search) => {
      search.delete(`${prefix}${OPENED}`);
      return search;
    });
  const showModal = (mode: SaveViewMode) => setModal({ opened: true, mode });

  const saveChanges = (v: SavedView) =>
    update.mutate({ id: v.id, query: liveQuery() }, { onSuccess: (saved) => notifySuccess(t('updated', { name: saved.name })) });
  const askDelete = (v: SavedView) =>
    confirmAction({
      title: t('deleteTitle', { name: v.name }),
      message: t(v.shared ? 'deleteSharedText' : 'deleteText'),
      confirmLabel: t('delete'),
      danger: true,
      testId: 'confirm-delete-view',
      onConfirm: () =>
        remove.mutate(v.id, {
          onSuccess: () => {
            notifySuccess(t('deleted', { name: v.name }));
            if (opened?.id === v.id) forget();
          },
        }),
    });

  const item = (v: SavedView) => (
    <Menu.Item
      key={v.id}
      onClick={() => open(v)}
      leftSection={<IconCheck size={14} aria-hidden style={{ visibility: active?.id === v.id ? 'visible' : 'hidden' }} />}
      rightSection={
        v.shared ? (
          <>
            <IconUsers size={14} aria-hidden />
            <VisuallyHidden>{t('sharedMark')}</VisuallyHidden>
          </>
        ) : null
      }
      aria-current={active?.id === v.id ? 'true' : undefined}
      data-testid="view-item"
    >
      <Text size="sm" lineClamp={1}>
        {v.name}
      </Text>
      {!v.mine && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {t('sharedBy', { name: v.owner.full_name })}
        </Text>
      )}
    </Menu.Item>
  );
  const mine = all.filter((v) => v.mine);
  const shared = all.filter((v) => !v.mine);

  return (
    <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
      <Menu position="bottom-start" shadow="md" width={260} withinPortal>
        <Menu.Target>
          <Button
            variant={current ? 'light' : 'default'}
            leftSection={<IconBookmark size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            data-testid="views-menu"
            aria-label={current ? t('viewsCurrent', { name: current.name }) : t('views')}
            styles={{ label: { maxWidth: '12rem', overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {current ? current.name : t('views')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="views-dropdown">
          {views.isPending && <Menu.Label>{t('loading')}</Menu.Label>}
          {views.isError && (
            <Menu.Item color="red" onClick={() => void views.refetch()} closeMenuOnClick={false}>
              {t('loadError')}
            </Menu.Item>
          )}
          {views.isSuccess && all.length === 0 && <Menu.Label>{t('none')}</Menu.Label>}
          {mine.length > 0 && <Menu.Label>{t('mine')}</Menu.Label>}
          {mine.map(item)}
          {shared.length > 0 && <Menu.Label>{t('shared')}</Menu.Label>}
          {shared.map(item)}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            onClick={() => showModal({ kind: 'create', query: liveQuery() })}
          >
            {t('saveNew')}
          </Menu.Item>
          {current && editable && (
            <>
              <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => showModal({ kind: 'edit', view: current })}>
                {t('rename', { name: current.name })}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => askDelete(current)}>
                {t('deleteNamed', { name: current.name })}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {modified && (
        <>
          <Badge variant="light" color="yellow" data-testid="view-modified">
            {t('modified')}
          </Badge>
          {editable && (
            <Button
              size="compact-sm"
              variant="light"
              loading={update.isPending}
              onClick={() => saveChanges(opened)}
              data-testid="view-save"
            >
              {t('update')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => showModal({ kind: 'create', query: liveQuery() })}
            data-testid="view-save-new"
          >
            {t('saveAsNew')}
          </Button>
        </>
      )}
      <SaveViewModal
        list={list}
        opened={modal.opened}
        mode={modal.mode}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
        onSaved={(v) => {
          notifySuccess(t(modal.mode.kind === 'create' ? 'saved' : 'updated', { name: v.name }));
          if (modal.mode.kind === 'create') open(v);
        }}
      />
    </Group>
  );
}
