import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapCheckIn, MapVisit } from '@contract/visit-map';
import { useCompanyClock } from '../components/labels';
import { VisitStatusBadge } from '../components/VisitBadges';

/**
 * The map's visits as a table of links: markers alone are not reachable by everyone (a screen
 * reader, the keyboard), so the same visits are here, in planned order.
 */
export function MapTable({ visits, checkIns }: { visits: MapVisit[]; checkIns: MapCheckIn[] }) {
  const { t } = useTranslation('visitMap');
  const clock = useCompanyClock();
  const checkedIn = new Map(checkIns.map((c) => [c.visit_id, c]));
  if (visits.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={520} mt="md">
      <Table striped highlightOnHover data-testid="map-table">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Text size="sm" fw={600} span>
            {t('table.caption')}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.client')}</Table.Th>
            <Table.Th>{t('table.time')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th>{t('table.rep')}</Table.Th>
            <Table.Th>{t('table.checkIn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visits.map((v) => {
            const c = checkedIn.get(v.id);
            return (
              <Table.Tr key={v.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/app/visits/visitdetails/${v.id}`}
                    aria-label={t('table.open', { name: v.client.company_name })}
                  >
                    {v.client.company_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{clock.shortDateTime(v.planned_at)}</Table.Td>
                <Table.Td>
                  <VisitStatusBadge status={v.status} />
                </Table.Td>
                <Table.Td>{v.assigned_to.full_name}</Table.Td>
                <Table.Td>{c ? clock.time(c.at) : '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
