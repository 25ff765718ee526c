import { Alert, Anchor, List } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Duplicate } from '@contract/clients';
import { useDuplicates } from '../api/clients';
import { clientPath } from './client-path';

/** What the form has typed so far that a duplicate could share. */
export interface DuplicateProbe {
  contact_name: string;
  company_name: string;
  phone: string;
  email: string;
  cr_number: string;
}

/**
 * Warns while typing, before saving, when the company already has this phone, e-mail or CR, or
 * this contact at this company in another spelling ("احمد" for "أحمد").
 */
export function DuplicateNotice({ values, exclude }: { values: DuplicateProbe; exclude?: string }) {
  const { t } = useTranslation('clients');
  const [probe] = useDebouncedValue(
    {
      contact_name: values.contact_name.trim(),
      company_name: values.company_name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      cr_number: values.cr_number.trim(),
      ...(exclude && { exclude }),
    },
    400,
  );
  const found = useDuplicates(probe).data ?? [];
  if (found.length === 0) return null;
  const fields = (on: Duplicate['matched_on']) => on.map((f) => t(`duplicate.fields.${f}`)).join(t('duplicate.and'));
  return (
    <Alert color="orange" icon={<IconCopy aria-hidden />} title={t('duplicate.title')} role="status" data-testid="duplicate-notice">
      <List size="sm" spacing={4}>
        {found.map((d) => (
          <List.Item key={d.id}>
            {d.visible ? (
              <>
                {t('duplicate.visible', { name: d.contact_name, company: d.company_name, fields: fields(d.matched_on) })}{' '}
                <Anchor component={Link} to={clientPath(d.id)} size="sm" target="_blank">
                  {t('duplicate.open')}
                </Anchor>
              </>
            ) : (
              t('duplicate.hidden', { fields: fields(d.matched_on) })
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
