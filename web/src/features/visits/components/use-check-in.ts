import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { greatCircleMetres } from '@contract/geo';
import type { CheckInInput, VisitDetails } from '@contract/visits';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTenantQuery } from '../../../lib/tenant';
import { newChangeKey, useOutbox } from '../../../offline/outbox';
import { visitChangeOf } from '../../../offline/outbox-kinds';
import { positionProblemOf, type PositionProblem } from '../../../lib/use-position';
import { useVisitLabels } from './labels';

export type LocationProblem = PositionProblem;

/** A position beyond the company's geofence, held until the rep gives a reason (or gives up). */
export interface FarPosition {
  position: CheckInInput;
  takenAt: number;
  distanceM: number;
  radiusM: number;
}

/**
 * Check-in: the browser's position (high accuracy, 15 s at most), sent to the server, which
 * measures the distance to the client. Without a position the user may still check in, and
 * the visit says its place was not verified. With no signal the check-in waits in the phone's
 * outbox with the time the position was taken (issue 14), and the geofence judges that.
 */
export function useCheckIn(visit: VisitDetails) {
  const { t } = useTranslation(['visits', 'offline']);
  const { distance } = useVisitLabels();
  const outbox = useOutbox('check_in');
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const [far, setFar] = useState<FarPosition | null>(null);
  const tenant = useTenantQuery();

  // Messages without a title: Mantine greys a titled notification's text below AA contrast.
  const announce = (visit: VisitDetails) => {
    const c = visit.check_in;
    if (c?.verdict === 'far') {
      notifications.show({
        color: 'orange',
        withBorder: true,
        autoClose: 12_000,
        message: t('checkIn.farText', { distance: distance(c.distance_m ?? 0) }),
      });
    } else if (c?.verdict === 'no_gps' || c?.verdict === 'no_client_location') {
      notifications.show({ color: 'yellow', withBorder: true, message: t('checkIn.doneUnverified', { why: t(`verdicts.${c.verdict}`) }) });
    } else notifySuccess(t('checkIn.doneVerified'));
  };

  /** `takenAt`: when the device fixed the position (now, without one). */
  const send = (position: CheckInInput, takenAt = Date.now()) => {
    setProblem(null);
    const body = { ...position, taken_at: new Date(Math.min(takenAt, Date.now())).toISOString() };
    outbox
      .send({ ...visitChangeOf(visit, newChangeKey()), body })
      .then((outcome) => (outcome.sent ? announce(outcome.reply as VisitDetails) : notifySuccess(t('offline:queued'))))
      .catch((err: unknown) => notifyError(err));
  };

  /**
   * Where the geofence judges this visit's type and the client's place is on file, a position
   * beyond it is measured here as the server measures it, and the rep is asked why before it is
   * sent. Without the company's settings (never loaded offline) the server alone judges.
   */
  const farFrom = (position: CheckInInput, takenAt: number): FarPosition | null => {
    const settings = tenant.data;
    const { latitude, longitude } = visit.client;
    if (!settings || latitude === null || longitude === null || position.latitude == null || position.longitude == null) return null;
    if (!settings.geofence_visit_types.includes(visit.visit_type)) return null;
    const distanceM = greatCircleMetres(latitude, longitude, position.latitude, position.longitude);
    return distanceM > settings.geofence_radius_m ? { position, takenAt, distanceM, radiusM: settings.geofence_radius_m } : null;
  };

  const start = () => {
    if (!('geolocation' in navigator)) return setProblem('unsupported');
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const position = {
          latitude: pos.coords.latitude,
          longitude: pos.coords.longitude,
          accuracy_m: Math.min(100_000, Math.round(pos.coords.accuracy * 10) / 10),
        };
        const beyond = farFrom(position, pos.timestamp);
        if (beyond) setFar(beyond);
        else send(position, pos.timestamp);
      },
      (err) => {
        setLocating(false);
        setProblem(positionProblemOf(err));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  };

  return {
    start,
    withoutLocation: () => send({ latitude: null, longitude: null, accuracy_m: null }),
    dismiss: () => setProblem(null),
    problem,
    /** A far position waiting for its reason; `withReason` sends it, `stayHere` drops it. */
    far,
    withReason: (reason: string) => {
      if (!far) return;
      setFar(null);
      send({ ...far.position, far_reason: reason }, far.takenAt);
    },
    stayHere: () => setFar(null),
    busy: locating || outbox.busy,
    locating,
    error: outbox.error,
  };
}
