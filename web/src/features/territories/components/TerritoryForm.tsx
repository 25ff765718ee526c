import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, MultiSelect, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TERRITORY_MAX_VERTICES, TERRITORY_MIN_VERTICES, type Territory, type TerritoryKind } from '@contract/territories';
import { outlineProblem, type Vertex } from '@contract/territory-geometry';
import { useAssigneeOptions } from '../../../lib/catalog';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/notify';
import { useTenantQuery } from '../../../lib/tenant';
import { useSaveTerritory } from '../api/territories';
import { CitiesField } from './CitiesField';

interface TerritoryFormProps {
  /** The territory edited; null for a new one. */
  editing: Territory | null;
  /** The outline drawn on the map (the page holds it: the map draws it). */
  vertices: Vertex[];
  onVertices: (v: Vertex[]) => void;
  kind: TerritoryKind;
  onKind: (k: TerritoryKind) => void;
  onDone: () => void;
}

/** Name, outline or cities, reps and the assignment switch of one territory; saved in one call. */
export function TerritoryForm({ editing, vertices, onVertices, kind, onKind, onDone }: TerritoryFormProps) {
  const { t } = useTranslation('territories');
  const tenant = useTenantQuery();
  const country = tenant.data?.country ?? 'SA';
  const reps = useAssigneeOptions(true);
  const save = useSaveTerritory();
  const [name, setName] = useState(editing?.name ?? '');
  const [cities, setCities] = useState<string[]>(editing?.cities.map((c) => c.city) ?? []);
  const [repIds, setRepIds] = useState<string[]>(editing?.reps.map((r) => r.id) ?? []);
  const [assignNew, setAssignNew] = useState(editing?.assign_new ?? true);
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = save.error ? formFieldErrors(save.error) : {};
  const errors = { ...server, ...local };
  const formRef = useRef<HTMLDivElement>(null); // Stack types its ref as a div; it renders the form
  const nameRef = useRef<HTMLInputElement>(null);
  // On a phone the form opens below the 460 px map, out of sight: bring it up and put the
  // cursor in its first field (a keyboard user lands there too). Beside the map, where it is
  // already in view, the page does not move.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const top = form.getBoundingClientRect().top;
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    if (top < header || top > window.innerHeight * 0.6) form.scrollIntoView({ block: 'start' });
    nameRef.current?.focus({ preventScroll: true });
  }, []);
  const outlineError = errors.polygon ?? Object.entries(errors).find(([k]) => k.startsWith('polygon'))?.[1];

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('form.nameRequired');
    if (kind === 'polygon') {
      if (vertices.length < TERRITORY_MIN_VERTICES) problems.polygon = t('draw.tooFew', { n: TERRITORY_MIN_VERTICES });
      else if (outlineProblem(vertices)) problems.polygon = t('draw.crosses');
    } else if (!cities.length) problems.cities = t('form.citiesRequired');
    setLocal(problems);
    if (Object.keys(problems).length) return;
    const body = {
      name: name.trim(),
      kind,
      polygon: kind === 'polygon' ? vertices : null,
      cities: kind === 'cities' ? cities.map((city) => ({ country, city })) : [],
      rep_ids: repIds,
      assign_new: assignNew,
    };
    save.mutate(
      { id: editing?.id ?? null, body },
      {
        onSuccess: () => {
          notifySuccess(editing ? t('saved') : t('created'));
          onDone();
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      ref={formRef}
      gap="sm"
      onSubmit={(e) => (e.preventDefault(), submit())}
      data-testid="territory-form"
      // Clear of the sticky app header when scrolled to.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' }}
    >
      <Title order={2} size="h4">
        {editing ? t('form.editTitle') : t('form.newTitle')}
      </Title>
      <TextInput
        label={t('form.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        ref={nameRef}
        error={errors.name}
        maxLength={100}
        required
      />
      <SegmentedControl
        value={kind}
        onChange={(v) => onKind(v as TerritoryKind)}
        data={[
          { value: 'polygon', label: t('form.kindPolygon') },
          { value: 'cities', label: t('form.kindCities') },
        ]}
        aria-label={t('form.kind')}
      />
      {kind === 'polygon' ? (
        <Stack gap={6}>
          <Text size="sm" c={outlineError ? 'red' : undefined} role="status" data-testid="territory-corners">
            {vertices.length ? t('draw.count', { n: vertices.length, max: TERRITORY_MAX_VERTICES }) : t('draw.hint')}
          </Text>
          {outlineError && (
            <Text size="sm" c="red">
              {outlineError}
            </Text>
          )}
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={!vertices.length} onClick={() => onVertices(vertices.slice(0, -1))}>
              {t('draw.undo')}
            </Button>
            <Button variant="default" size="xs" disabled={!vertices.length} onClick={() => onVertices([])}>
              {t('draw.clear')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <CitiesField country={country} value={cities} onChange={setCities} error={errors.cities} />
      )}
      <MultiSelect
        label={t('form.reps')}
        description={t('form.repsHint')}
        data={reps}
        value={repIds}
        onChange={setRepIds}
        searchable
        error={errors.rep_ids}
        data-testid="territory-reps"
      />
      <Switch label={t('form.assignNew')} checked={assignNew} onChange={(e) => setAssignNew(e.currentTarget.checked)} />
      {save.error && !Object.keys(server).length && (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="territory-save">
          {t('form.save')}
        </Button>
      </Group>
    </Stack>
  );
}
