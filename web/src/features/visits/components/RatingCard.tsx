import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Card, CopyButton, Group, Modal, Rating, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconMail, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VisitDetails } from '@contract/visits';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useRatingLink } from '../api/visit-talk';
import { useCompanyClock } from './labels';

/**
 * The customer's rating of a finished visit: the stars and comment once given; before that,
 * the rep (or a manager) makes a 14-day link and shares it by WhatsApp, e-mail or a copy.
 */
export function RatingCard({ visit }: { visit: VisitDetails }) {
  const { t } = useTranslation('visits');
  const clock = useCompanyClock();
  const [open, setOpen] = useState(false);
  const canShare = visit.actions.includes('share_rating');
  if (!visit.rating && !canShare) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="visit-rating" data-testid="visit-rating">
      <Group gap="xs" mb="sm">
        <IconStar size={20} aria-hidden />
        <Title order={2} size="h4" id="visit-rating">
          {t('rating.title')}
        </Title>
      </Group>
      {visit.rating ? (
        <Stack gap={4}>
          <Group gap="sm">
            <Rating value={visit.rating.rating} readOnly aria-hidden />
            <Text fw={600} data-testid="rating-value">
              {t('rating.outOf', { n: clock.number(visit.rating.rating) })}
            </Text>
          </Group>
          {visit.rating.comment && (
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {visit.rating.comment}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('rating.ratedAt', { date: clock.dateTime(visit.rating.rated_at) })}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('rating.ask')}
          </Text>
          <Button variant="light" onClick={() => setOpen(true)} data-testid="rating-share">
            {t('rating.share')}
          </Button>
        </Stack>
      )}
      {open && <ShareModal visit={visit} onClose={() => setOpen(false)} />}
    </Card>
  );
}

function ShareModal({ visit, onClose }: { visit: VisitDetails; onClose: () => void }) {
  const { t } = useTranslation('visits');
  const clock = useCompanyClock();
  const link = useRatingLink(visit.id);
  const asked = useRef(false);
  useEffect(() => {
    // One link per opening of the dialog (each is good for 14 days).
    if (asked.current) return;
    asked.current = true;
    link.mutate();
  }, [link]);
  const data = link.data;
  const message = data ? t('rating.message', { name: visit.client.contact_name || visit.client.company_name, url: data.url }) : '';
  return (
    <Modal opened onClose={onClose} title={t('rating.shareTitle')} centered>
      {link.error && <ErrorAlert error={link.error} onRetry={() => link.mutate()} />}
      {!data && !link.error && (
        <Text size="sm" c="dimmed" aria-busy="true">
          {t('rating.making')}
        </Text>
      )}
      {data && (
        <Stack gap="md">
          <TextInput
            label={t('rating.link')}
            value={data.url}
            readOnly
            dir="ltr"
            onFocus={(e) => e.currentTarget.select()}
            data-testid="rating-url"
          />
          <Text size="xs" c="dimmed">
            {t('rating.expires', { date: clock.dateTime(data.expires_at) })}
          </Text>
          <Group gap="sm">
            <CopyButton value={data.url}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                >
                  {copied ? t('rating.copied') : t('rating.copy')}
                </Button>
              )}
            </CopyButton>
            <Button
              component="a"
              href={`https://wa.me/?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
              color="green"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            >
              {t('rating.whatsapp')}
            </Button>
            <Anchor href={`mailto:?subject=${encodeURIComponent(t('rating.mailSubject'))}&body=${encodeURIComponent(message)}`} size="sm">
              <Group gap={4}>
                <IconMail size={16} aria-hidden />
                {t('rating.email')}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
