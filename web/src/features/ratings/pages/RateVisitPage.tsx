import { useState, type ReactNode } from 'react';
import { Button, Paper, Rating, Skeleton, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconClockX, IconHeartHandshake, IconLinkOff, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RatingForm } from '@contract/visit-talk';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { usePageTitle } from '../../../lib/use-page-title';
import { linkProblem, ratingTokenPattern, useRate, useRatingForm } from '../api/rating';

type Locale = 'en' | 'ar';

/** The visit's day as the company's clock reads it, Gregorian with the Umm al-Qura date beside it. */
function visitDay(iso: string, timeZone: string, locale: Locale): string {
  const at = new Date(iso);
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone } as const;
  try {
    const gregorian = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-ca-gregory' : 'en-GB', options).format(at);
    if (locale !== 'ar') return gregorian;
    const digits = new Intl.NumberFormat('ar').resolvedOptions().numberingSystem;
    return `${gregorian} (${new Intl.DateTimeFormat(`ar-SA-u-ca-islamic-umalqura-nu-${digits}`, options).format(at)})`;
  } catch {
    return at.toLocaleDateString(locale);
  }
}

/** `/visit/rate?token=…`: the customer rates a visit once, without signing in (spec §2). */
export function RateVisitPage() {
  const { t } = useTranslation('rating');
  usePageTitle(t('pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useRatingForm(token);
  const problem = ratingTokenPattern.test(token) ? linkProblem(form.error) : 'invalid';

  if (problem) return <Problem kind={problem} />;
  if (form.isError)
    return (
      <Frame>
        <ErrorAlert error={form.error} onRetry={() => void form.refetch()} />
      </Frame>
    );
  if (!form.data)
    return (
      <Frame>
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={28} w="70%" />
          <Skeleton h={48} />
          <Skeleton h={96} />
        </Stack>
      </Frame>
    );
  return form.data.rated ? <Thanks form={form.data} /> : <Ask form={form.data} token={token} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg" maw={520} mx="auto" data-testid="rate-page">
      {children}
    </Paper>
  );
}

function Ask({ form, token }: { form: RatingForm; token: string }) {
  const { t, i18n } = useTranslation('rating');
  const locale: Locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const rate = useRate(token);
  const used = linkProblem(rate.error) === 'used' || linkProblem(rate.error) === 'expired';
  if (used) return <Problem kind={linkProblem(rate.error)!} />;
  return (
    <Frame>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (stars > 0) rate.mutate({ rating: stars, comment: comment.trim() });
        }}
      >
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('subtitle', { company: form.company_name, rep: form.rep_name, date: visitDay(form.visited_at, form.time_zone, locale) })}
            </Text>
          </div>
          <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} mb={6}>
              {t('stars')}
            </Text>
            <Rating value={stars} onChange={setStars} size="xl" aria-label={t('stars')} data-testid="rate-stars" />
            <Text size="sm" c="dimmed" aria-live="polite">
              {stars > 0 ? t(`meaning.${stars}` as 'meaning.1') : t('choose')}
            </Text>
          </Stack>
          <Textarea
            label={t('comment')}
            description={t('commentHint')}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={3}
            dir="auto"
          />
          {rate.error && <ErrorAlert error={rate.error} />}
          <Button type="submit" disabled={stars === 0} loading={rate.isPending} size="md" data-testid="rate-submit">
            {t('submit')}
          </Button>
        </Stack>
      </form>
    </Frame>
  );
}

function Thanks({ form }: { form: RatingForm }) {
  const { t } = useTranslation('rating');
  return (
    <Frame>
      <Stack gap="md" align="center" ta="center" role="status">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
          <IconHeartHandshake size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('thanks.title')}
        </Title>
        <Text c="dimmed">{t('thanks.text', { company: form.company_name })}</Text>
        {form.rated && <Rating value={form.rated.rating} readOnly aria-label={t('thanks.given', { n: form.rated.rating })} />}
      </Stack>
    </Frame>
  );
}

function Problem({ kind }: { kind: 'invalid' | 'expired' | 'used' }) {
  const { t } = useTranslation('rating');
  const icon = kind === 'expired' ? <IconClockX size={36} /> : kind === 'used' ? <IconStar size={36} /> : <IconLinkOff size={36} />;
  return (
    <Frame>
      <Stack gap="md" align="center" ta="center" role="alert" data-testid={`rate-${kind}`}>
        <ThemeIcon size={64} radius="xl" color={kind === 'used' ? 'teal' : 'gray'} variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {t(`problem.${kind}.title`)}
        </Title>
        <Text c="dimmed">{t(`problem.${kind}.text`)}</Text>
      </Stack>
    </Frame>
  );
}
