import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Fieldset, Group, NumberInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconCurrentLocation, IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseMapsLink, type MapsLinkProblem } from '@contract/maps-link';
import { Ltr } from '../../../components/Ltr';
import { ltrInputProps } from '../../../components/ltr';
import { useGazetteer } from '../../../lib/gazetteer';
import { notifyError } from '../../../lib/notify';

// Leaflet and its base map load only when a client form is opened.
const DropPinMap = lazy(() => import('../../../components/map/DropPinMap'));

interface LocationFieldsProps {
  latitude: number | null;
  longitude: number | null;
  /** The form's country and city: the map opens on the city while there is no pin. */
  country: string;
  city: string;
  error?: React.ReactNode;
  onChange: (latitude: number | null, longitude: number | null) => void;
}

const sixDecimals = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A client's location as people find it (issue 43): a pin dropped or dragged on the map, the
 * phone's own location, or a pasted maps link; typed coordinates stay, behind a disclosure, for
 * keyboard users and for numbers read off a paper.
 */
export function LocationFields({ latitude, longitude, country, city, error, onChange }: LocationFieldsProps) {
  const { t } = useTranslation('clients');
  const [locating, setLocating] = useState(false);
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<Exclude<MapsLinkProblem, 'empty'> | null>(null);
  const [fromLink, setFromLink] = useState(false);
  const [typing, setTyping] = useState(false);
  const pasted = useRef(false);
  const gazetteer = useGazetteer();
  const place = city ? gazetteer?.place(country, city) : undefined;
  const located = latitude !== null && longitude !== null;

  // A server's error on the coordinates is shown where they are typed, opened for it.
  const showTyped = typing || Boolean(error);

  /** A pin set any other way makes the pasted link stale: it is cleared with its message. */
  const set = (lat: number | null, lng: number | null) => {
    setLink('');
    setProblem(null);
    setFromLink(false);
    onChange(lat, lng);
  };

  /** Reads the link; a problem is shown once the person is done (pasted, Enter, left the field). */
  const readLink = (value: string, showProblem: boolean) => {
    const result = parseMapsLink(value);
    setFromLink(result.ok);
    if (result.ok) {
      setProblem(null);
      onChange(result.latitude, result.longitude);
    } else setProblem(showProblem && result.problem !== 'empty' ? result.problem : null);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return notifyError(new Error(t('form.locationFailed')));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        set(sixDecimals(pos.coords.latitude), sixDecimals(pos.coords.longitude));
      },
      () => {
        setLocating(false);
        notifyError(new Error(t('form.locationFailed')));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  const num = (v: string | number) => (typeof v === 'number' ? v : null);

  return (
    <Fieldset legend={t('form.location.legend')} variant="filled" radius="md" p="sm" data-testid="location-fields">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('form.location.hint')}
        </Text>
        <TextInput
          {...ltrInputProps}
          label={t('form.location.paste')}
          placeholder={t('form.location.pastePlaceholder')}
          value={link}
          autoComplete="off"
          inputMode="url"
          onPaste={() => (pasted.current = true)}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setLink(value);
            readLink(value, pasted.current || problem !== null);
            pasted.current = false;
          }}
          onBlur={() => link && readLink(link, true)}
          onKeyDown={(e) => {
            // Enter here reads the link; it must not submit the whole form.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            readLink(link, true);
          }}
          error={problem && t(`form.location.problems.${problem}`)}
          description={fromLink && !problem ? t('form.location.fromLink') : undefined}
          data-testid="maps-link"
        />
        <Suspense fallback={<Skeleton height={240} radius="md" />}>
          <DropPinMap
            latitude={latitude}
            longitude={longitude}
            fallback={place ? [place.lat, place.lon] : null}
            label={t('form.location.mapLabel')}
            pinTitle={t('form.location.pinTitle')}
            onPick={set}
          />
        </Suspense>
        <Text size="sm" aria-live="polite" data-testid="location-coordinates">
          {located ? (
            <>
              {t('form.location.coordinates')}: <Ltr>{`${latitude}, ${longitude}`}</Ltr>
            </>
          ) : (
            t('form.location.none')
          )}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button variant="light" leftSection={<IconCurrentLocation size={16} aria-hidden />} loading={locating} onClick={locate}>
            {t('form.useLocation')}
          </Button>
          {located && (
            <Button variant="subtle" color="red" leftSection={<IconMapPinOff size={16} aria-hidden />} onClick={() => set(null, null)}>
              {t('form.location.clear')}
            </Button>
          )}
          <Button
            variant="subtle"
            aria-expanded={showTyped}
            rightSection={<IconChevronDown size={16} aria-hidden style={{ transform: showTyped ? 'rotate(180deg)' : undefined }} />}
            onClick={() => setTyping(!showTyped)}
          >
            {t('form.location.enterCoordinates')}
          </Button>
        </Group>
        {showTyped && (
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NumberInput
              label={t('form.latitude')}
              value={latitude ?? ''}
              onChange={(v) => set(num(v), longitude)}
              min={-90}
              max={90}
              decimalScale={6}
              style={{ flex: '1 1 8rem' }}
              dir="ltr"
            />
            <NumberInput
              label={t('form.longitude')}
              value={longitude ?? ''}
              onChange={(v) => set(latitude, num(v))}
              min={-180}
              max={180}
              decimalScale={6}
              error={error}
              style={{ flex: '1 1 8rem' }}
              dir="ltr"
            />
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
