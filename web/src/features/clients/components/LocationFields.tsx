import { useState } from 'react';
import { Button, Group, NumberInput } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';

interface LocationFieldsProps {
  latitude: number | null;
  longitude: number | null;
  error?: React.ReactNode;
  onChange: (latitude: number | null, longitude: number | null) => void;
}

const sixDecimals = (n: number) => Math.round(n * 1e6) / 1e6;

/** Latitude and longitude, typed or taken from the browser's location ("use my location"). */
export function LocationFields({ latitude, longitude, error, onChange }: LocationFieldsProps) {
  const { t } = useTranslation('clients');
  const [locating, setLocating] = useState(false);
  const locate = () => {
    if (!('geolocation' in navigator)) return notifyError(new Error(t('form.locationFailed')));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        onChange(sixDecimals(pos.coords.latitude), sixDecimals(pos.coords.longitude));
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
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NumberInput
        label={t('form.latitude')}
        value={latitude ?? ''}
        onChange={(v) => onChange(num(v), longitude)}
        min={-90}
        max={90}
        decimalScale={6}
        style={{ flex: '1 1 8rem' }}
        dir="ltr"
      />
      <NumberInput
        label={t('form.longitude')}
        value={longitude ?? ''}
        onChange={(v) => onChange(latitude, num(v))}
        min={-180}
        max={180}
        decimalScale={6}
        error={error}
        style={{ flex: '1 1 8rem' }}
        dir="ltr"
      />
      <Button variant="light" leftSection={<IconCurrentLocation size={16} aria-hidden />} loading={locating} onClick={locate}>
        {t('form.useLocation')}
      </Button>
    </Group>
  );
}
