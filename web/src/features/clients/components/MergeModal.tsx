import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClientDetails } from '@contract/clients';
import { ClientPicker, type ClientChoice } from '../../../components/ClientPicker';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FormModal } from '../../../components/FormModal';
import { notifySuccess } from '../../../lib/notify';
import { useDuplicates } from '../api/clients';
import { useMergeClients } from '../api/merge';

/**
 * A manager folds a duplicate into the record on screen: the likely duplicates (same phone,
 * e-mail, CR, or names in another spelling) are offered first; any other record can be
 * searched for. What moves is said before the button, which is the only way to do it.
 */
export function MergeModal({ client, opened, onClose }: { client: ClientDetails; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('clients');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('merge.title', { name: client.company_name })} size="lg">
      <MergeForm client={client} onDone={onClose} />
    </FormModal>
  );
}

function MergeForm({ client, onDone }: { client: ClientDetails; onDone: () => void }) {
  const { t } = useTranslation('clients');
  const { t: tc } = useTranslation('common');
  const merge = useMergeClients();
  const likely = useDuplicates({
    contact_name: client.contact_name,
    company_name: client.company_name,
    phone: client.phone,
    email: client.email,
    cr_number: client.cr_number,
    exclude: client.id,
  });
  const offered: ClientChoice[] = (likely.data ?? []).filter((d) => d.visible);
  const [chosen, setChosen] = useState<ClientChoice | null>(null);
  const pick = (id: string | null) => setChosen(offered.find((d) => d.id === id) ?? null);

  const submit = () => {
    if (!chosen) return;
    merge.mutate(
      { keep_id: client.id, merge_id: chosen.id },
      {
        onSuccess: ({ moved }) => {
          notifySuccess(t('merge.done', { name: chosen.company_name, ...moved }));
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('merge.intro', { name: client.company_name })}</Text>
      {offered.length > 0 && (
        <Radio.Group label={t('merge.likely')} value={offered.some((d) => d.id === chosen?.id) ? chosen!.id : null} onChange={pick}>
          <Stack gap="xs" mt="xs">
            {offered.map((d) => (
              <Radio key={d.id} value={d.id} label={`${d.company_name} · ${d.contact_name}`} data-testid="merge-likely" />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <ClientPicker
        label={offered.length > 0 ? t('merge.other') : t('merge.find')}
        value={chosen?.id ?? null}
        onChange={(id, choice) => setChosen(id && id !== client.id ? choice : null)}
        testId="merge-picker"
      />
      {chosen && (
        <Alert color="orange" icon={<IconGitMerge aria-hidden />} title={t('merge.whatMoves', { from: chosen.company_name })}>
          {t('merge.explain', { from: chosen.company_name, into: client.company_name })}
        </Alert>
      )}
      {merge.error && <ErrorAlert error={merge.error} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {tc('actions.cancel')}
        </Button>
        <Button color="red" disabled={!chosen} loading={merge.isPending} onClick={submit} data-testid="merge-confirm">
          {t('merge.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
