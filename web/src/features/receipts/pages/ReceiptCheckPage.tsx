import type { ReactNode } from 'react';
import { Box, Group, Paper, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldOff, IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ReceiptCheck } from '@contract/receipt-check';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { usePageTitle } from '../../../lib/use-page-title';
import { isNotVerified, receiptTokenPattern, useReceiptCheck } from '../api/receipt-check';

type Locale = 'en' | 'ar';

/** "SAR 1,250.00" / "١٬٢٥٠٫٠٠ ر.س.": always two decimals, as on the receipt. */
function formatMoney(amount: number, currency: string, locale: Locale): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  try {
    return new Intl.NumberFormat(locale, { ...digits, style: 'currency', currency }).format(amount);
  } catch {
    // Not an ISO currency code Intl knows: the number, then the code as sent.
    return `${new Intl.NumberFormat(locale, digits).format(amount)} ${currency}`;
  }
}

/**
 * The collection time as the receipt shows it: Gregorian day and time, and the Umm al-Qura
 * day. When the server writes the instant with the company's UTC offset, that clock is used
 * (as on the PDF); otherwise this device's.
 */
/** The collection's date in the company's time zone, as its receipt prints it. */
function formatCollected(iso: string, timeZone: string, locale: Locale): { gregorian: string; hijri: string; day: string } | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const format = (tag: string, options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(tag, { ...options, timeZone }).format(at);
    } catch {
      return new Intl.DateTimeFormat(tag, options).format(at);
    }
  };
  const day = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  // The Hijri line uses the same digits as the rest of the page ('ar' picks them per browser).
  const digits = new Intl.NumberFormat(locale).resolvedOptions().numberingSystem;
  return {
    gregorian: format(locale === 'ar' ? 'ar-u-ca-gregory' : 'en-GB', { ...day, hour: '2-digit', minute: '2-digit' }),
    day: format(locale === 'ar' ? 'ar-u-ca-gregory' : 'en-GB', day),
    hijri: format(`${locale === 'ar' ? 'ar-SA' : 'en-GB'}-u-ca-islamic-umalqura-nu-${digits}`, { ...day, era: 'short' }),
  };
}

/** `/receipt/check/:token`: where a receipt's QR code leads. Public: no sign-in. */
export function ReceiptCheckPage() {
  const { t } = useTranslation('receipts');
  usePageTitle(t('pageTitle'));
  const { token = '' } = useParams();
  const check = useReceiptCheck(token);

  if (!receiptTokenPattern.test(token) || isNotVerified(check.error)) return <NotVerified />;
  if (check.isError) {
    return (
      <Frame>
        <ErrorAlert error={check.error} onRetry={() => void check.refetch()} />
      </Frame>
    );
  }
  if (!check.data) {
    return (
      <Frame>
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('checking')}>
          <Group wrap="nowrap">
            <Skeleton circle h={48} w={48} />
            <Skeleton h={28} w="60%" />
          </Group>
          <Skeleton h={64} />
          <Skeleton h={180} />
        </Stack>
      </Frame>
    );
  }
  return check.data.voided ? <Voided receipt={check.data} voided={check.data.voided} /> : <Verified receipt={check.data} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg" maw={520} mx="auto">
      {children}
    </Paper>
  );
}

/** The receipt's own figures: its amount, then the rest in a table, as the PDF prints them. */
/** The page's answer at a glance: an icon in the verdict's colour, its heading and one line. */
function Verdict(props: { icon: typeof IconShieldCheck; color: string; title: string; dimmed?: boolean; children: ReactNode }) {
  const { icon: Icon, color, title, dimmed, children } = props;
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <ThemeIcon size={48} radius="xl" color={color} variant="light" aria-hidden>
        <Icon size={28} />
      </ThemeIcon>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c={dimmed ? 'dimmed' : undefined} mt={4}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

function Figures({ receipt }: { receipt: ReceiptCheck }) {
  const { t, i18n } = useTranslation('receipts');
  const locale: Locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const collected = formatCollected(receipt.collected_at, receipt.time_zone, locale);
  const payment = receipt.payment === 0 ? t('payment.cash') : receipt.payment === 1 ? t('payment.credit') : String(receipt.payment);
  const rows: [string, ReactNode][] = [
    [t('fields.company'), <bdi key="company">{receipt.company_name}</bdi>],
    [t('fields.number'), new Intl.NumberFormat(locale, { useGrouping: false }).format(receipt.receipt_number)],
    [
      t('fields.date'),
      collected ? (
        <>
          {collected.gregorian}
          <Text component="span" display="block" size="sm" c="dimmed">
            {collected.hijri}
          </Text>
        </>
      ) : (
        receipt.collected_at
      ),
    ],
    [t('fields.client'), <bdi key="client">{receipt.client_name}</bdi>],
    [t('fields.payment'), payment],
    [t('fields.rep'), <bdi key="rep">{receipt.rep_name}</bdi>],
  ];
  return (
    <>
      <Box p="md" style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-primary-color-light)' }}>
        <Text size="sm" c="dimmed">
          {t('fields.amount')}
        </Text>
        <Text fz={{ base: 26, sm: 30 }} fw={700} c="var(--mantine-primary-color-light-color)" data-testid="receipt-amount">
          {formatMoney(receipt.amount, receipt.currency, locale)}
        </Text>
      </Box>

      <Table variant="vertical" layout="fixed" withTableBorder verticalSpacing="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="38%" scope="row">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

function Verified({ receipt }: { receipt: ReceiptCheck }) {
  const { t } = useTranslation('receipts');
  return (
    <Frame>
      <Stack gap="lg" role="status" aria-live="polite">
        <Verdict icon={IconShieldCheck} color="teal" title={t('verified.title')} dimmed>
          {t('verified.subtitle', { company: receipt.company_name })}
        </Verdict>
        <Figures receipt={receipt} />
        <Text size="sm" c="dimmed">
          {t('verified.compare')}
        </Text>
      </Stack>
    </Frame>
  );
}

/**
 * A genuine receipt the company voided (its collection was rejected or found false): said
 * first, with the reason and the day, in red; its figures follow, to recognise the paper.
 */
function Voided({ receipt, voided }: { receipt: ReceiptCheck; voided: NonNullable<ReceiptCheck['voided']> }) {
  const { t, i18n } = useTranslation('receipts');
  const locale: Locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const on = formatCollected(voided.at, receipt.time_zone, locale);
  return (
    <Frame>
      <Stack gap="lg" role="alert">
        <Verdict icon={IconShieldOff} color="red" title={t('voided.title')}>
          {t('voided.subtitle', { company: receipt.company_name, date: on?.day ?? voided.at })}
        </Verdict>
        <Box
          p="md"
          style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-red-light)' }}
          data-testid="receipt-voided"
        >
          <Text size="sm" fw={600} c="var(--mantine-color-red-light-color)">
            {t('voided.reason')}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>
            <bdi>{voided.reason.trim() || t('voided.noReason')}</bdi>
          </Text>
        </Box>
        <Text size="sm" fw={500}>
          {t('voided.advice')}
        </Text>
        <Figures receipt={receipt} />
      </Stack>
    </Frame>
  );
}

function NotVerified() {
  const { t } = useTranslation('receipts');
  return (
    <Frame>
      <Stack gap="md" role="alert">
        <Verdict icon={IconShieldX} color="red" title={t('invalid.title')}>
          {t('invalid.message')}
        </Verdict>
        <Text size="sm" fw={500}>
          {t('invalid.advice')}
        </Text>
      </Stack>
    </Frame>
  );
}
